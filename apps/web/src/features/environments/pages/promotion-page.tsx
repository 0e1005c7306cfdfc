import { PROMOTION_MESSAGES as M } from '@portal/shared/environments/environments.constants';
import { Empty, Typography, message } from 'antd';
import { useGetPromotionDiffQuery, usePromoteMutation } from '../../../shared/api/environments';
import { toApiError } from '../../../shared/lib/api-error';
import { QueryGate } from '../../../shared/ui/query-gate';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { addScreenStyles } from '../../../shared/ui/screen-styles';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { PromotionChanges } from '../components/promotion-changes';
import { PromotionHistory } from '../components/promotion-history';
import promotionStyles from './promotion.css?inline';

addScreenStyles('promotion', promotionStyles);

/**
 * Promote test settings to live (issue 27): what test has that live has not (integrations, scopes, field mappings,
 * webhook subscriptions), applied by an Owner or an Admin after a confirmation, and the promotions made so far.
 */
export function PromotionPage() {
  const { application, can } = useWorkspace('application');
  const diff = useGetPromotionDiffQuery(application.id, { refetchOnMountOrArgChange: true });
  const [promote, promoting] = usePromoteMutation();
  const [toast, toastHolder] = message.useMessage();

  const onApply = async (changes: string[]): Promise<string | null> => {
    try {
      const promotion = await promote({ application: application.id, changes }).unwrap();
      void toast.success(M.applied(promotion.changes.length));
      return null;
    } catch (failure) {
      return toApiError(failure).message;
    }
  };

  return (
    <div data-testid="promotion-page">
      {toastHolder}
      <ScreenHeading title={M.title} subtitle={<>Test and live of {application.name}</>} tooltip={application.name} />
      <Typography.Paragraph type="secondary" className="promotion__intro">
        {M.intro}
      </Typography.Paragraph>
      <QueryGate query={diff} errorTitle={M.loadError} testId="promotion" skeletonRows={5}>
        {(changes) =>
          changes.length === 0 ? (
            <Empty description={M.empty} data-testid="promotion-empty">
              <Typography.Text type="secondary">{M.emptyHint}</Typography.Text>
            </Empty>
          ) : (
            <PromotionChanges
              changes={changes}
              mayPromote={can('promoteEnvironment')}
              applying={promoting.isLoading}
              onApply={onApply}
            />
          )
        }
      </QueryGate>
      <PromotionHistory application={application.id} />
    </div>
  );
}
