import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { APPLICATION_MESSAGES } from '@portal/shared/applications/applications.constants';
import type { Application } from '@portal/shared/applications/applications.schemas';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import { Button, Flex, Modal, Typography, message, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { toApiError } from '../../../shared/lib/api-error';
import { paths } from '../../../shared/lib/paths';
import { ReasonTooltip } from '../../../shared/ui/reason-tooltip';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useDeleteApplicationMutation } from '../../../shared/api/applications';
import { ApplicationCard } from '../components/application-card';
import { useCreateApplication } from '../components/create-application';
import { NoApplication } from '../components/no-application';
import overviewStyles from './overview-page.css?inline';
import { addScreenStyles } from '../../../shared/ui/screen-styles';

addScreenStyles('overview', overviewStyles);

/**
 * Overview (001 §2): the team's applications as cards; a card makes its application current and opens the Dashboard.
 */
export function OverviewPage() {
  const { team, applications, application: current, can, chooseApplication } = useWorkspace('team');
  const create = useCreateApplication();
  // The Overview is the current team's: creating follows the role there (the form may offer other eligible teams).
  const mayCreate = can('createApplication');
  const [remove] = useDeleteApplicationMutation();
  const [modal, modalHolder] = Modal.useModal();
  const [toast, toastHolder] = message.useMessage();
  const navigate = useNavigate();

  const open = async (application: Application) => {
    await chooseApplication(application).catch(() => undefined);
    void navigate(paths.dashboard);
  };

  const confirmDelete = (application: Application) => {
    void modal.confirm({
      title: `Delete ${application.name}?`,
      content: `The application ${application.name} is deleted with its API keys; programs using them stop working at once. This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true, 'data-testid': 'confirm-delete-application' } as ButtonProps,
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await remove({ id: application.id, account: application.account }).unwrap();
          void toast.success(APPLICATION_MESSAGES.deleted);
        } catch (failure) {
          void toast.error(toApiError(failure).message);
        }
      },
    });
  };

  return (
    <div data-testid="overview-page">
      {modalHolder}
      {toastHolder}
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 24 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Applications
        </Typography.Title>
        <ReasonTooltip
          reason={mayCreate ? undefined : PERMISSION_DENIED_MESSAGE}
          data-testid="create-application-reason"
        >
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            disabled={!mayCreate}
            onClick={create}
            data-testid="create-application-button"
          >
            Create application
          </Button>
        </ReasonTooltip>
      </Flex>
      {applications.length === 0 ? (
        <NoApplication />
      ) : (
        <div className="overview-grid" data-testid="application-cards">
          {applications.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              current={application.id === current?.id}
              onOpen={() => void open(application)}
              {...(can('deleteApplication') ? { onDelete: () => confirmDelete(application) } : {})}
            />
          ))}
        </div>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 24 }}>
        Applications of {team.name}. Switch team in the header to see another team's.
      </Typography.Paragraph>
    </div>
  );
}
