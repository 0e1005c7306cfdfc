import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { BILLING_MESSAGES as M, type Subscription } from '@portal/shared/billing/billing.schemas';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import type { Plan } from '@portal/shared/plans/plans.schemas';
import { Alert, Button, Card, Col, Flex, Modal, Row, Tag, Tooltip, Typography, message } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useWorkspace } from '../../../shared/workspace/workspace';
import {
  useCreateCheckoutSessionMutation,
  useGetSubscriptionQuery,
  useRequestSubscriptionMutation,
  useSwitchSubscriptionMutation,
} from '../../../shared/api/billing';
import { type PlanButton, planButton } from '../plan-button';
import { planFeatures, priceOf } from '../plan-features';

function PlanCard({
  plan,
  button,
  busy,
  mayChange,
  onChoose,
}: {
  plan: Plan;
  button: PlanButton;
  busy: boolean;
  mayChange: boolean;
  onChoose: () => void;
}) {
  const inactive = button.action === 'none';
  const action = (
    <Button
      block
      type={button.label === 'Upgrade' || button.label === 'Subscribe' ? 'primary' : 'default'}
      disabled={inactive || !mayChange}
      loading={busy}
      onClick={onChoose}
      data-testid={`plan-button-${plan.id}`}
      // 'Will be available from {date}' is longer than a narrow card: it wraps instead of being cut.
      style={{ whiteSpace: 'normal', height: 'auto', minHeight: 32 }}
    >
      {button.label}
    </Button>
  );
  return (
    <Card
      title={plan.name}
      extra={plan.type === 'yearly' ? <Tag>Yearly</Tag> : null}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex' } }}
      data-testid={`plan-card-${plan.id}`}
    >
      <Flex vertical gap={12} style={{ flex: 1 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {priceOf(plan)}
        </Typography.Title>
        {plan.description && <Typography.Text type="secondary">{plan.description}</Typography.Text>}
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {planFeatures(plan).map((feature) => (
            <li key={feature}>
              <CheckOutlined aria-hidden style={{ marginRight: 8 }} />
              {feature}
            </li>
          ))}
        </ul>
        <div style={{ marginTop: 'auto' }}>
          {!mayChange && !inactive ? <Tooltip title={PERMISSION_DENIED_MESSAGE}>{action}</Tooltip> : action}
        </div>
      </Flex>
    </Card>
  );
}

function Plans({ subscription }: { subscription: Subscription }) {
  const { team, can } = useWorkspace('team');
  const [switchTo] = useSwitchSubscriptionMutation();
  const [checkout] = useCreateCheckoutSessionMutation();
  const [request] = useRequestSubscriptionMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [toast, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();

  /** A paid plan billed outside Stripe switches at once: the Owner confirms its price first. */
  const confirmed = (plan: Plan, button: PlanButton) =>
    button.action !== 'switch' || subscription.stripe || plan.price === 0
      ? Promise.resolve(true)
      : modal.confirm({
          title: `${button.label} to ${plan.name}?`,
          content: (
            <div data-testid="plan-confirm">
              <Typography.Paragraph>
                {plan.name} costs <strong>{priceOf(plan)}</strong>. It starts at once, with its limits.
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                No card is charged here: this plan is billed outside Stripe, by the portal’s operator.
              </Typography.Paragraph>
            </div>
          ),
          okText: `${button.label} to ${plan.name}`,
          cancelText: 'Cancel',
        });

  const choose = async (plan: Plan, button: PlanButton) => {
    if (!(await confirmed(plan, button))) return;
    setBusy(plan.id);
    const body = { account: team.id, plan: plan.id };
    try {
      if (button.action === 'checkout') {
        window.location.assign((await checkout(body).unwrap()).url);
        return;
      }
      if (button.action === 'request') {
        await request(body).unwrap();
        void toast.success(M.requested);
      } else {
        await switchTo(body).unwrap();
        void toast.success(M.switched);
      }
    } catch (failure) {
      void toast.error(toApiError(failure).message);
    }
    setBusy(null);
  };

  return (
    <Flex vertical gap={16}>
      {holder}
      {modalHolder}
      {!subscription.stripe && (
        <Alert
          type="info"
          showIcon
          title="Paid plans billed by card need Stripe configured on this portal: the plans below switch at once."
        />
      )}
      <Row gutter={[16, 16]}>
        {subscription.plans.map((plan) => {
          const button = planButton(plan, subscription);
          return (
            <Col key={plan.id} xs={24} sm={12} xl={6}>
              <PlanCard
                plan={plan}
                button={button}
                busy={busy === plan.id}
                mayChange={can('switchPlan')}
                onChoose={() => void choose(plan, button)}
              />
            </Col>
          );
        })}
      </Row>
    </Flex>
  );
}

/** WorkspacePlan (001 §2): the plans side by side with price, features and the §4 button of each. */
export function WorkspacePlanPage() {
  const { team } = useWorkspace('team');
  const subscription = useGetSubscriptionQuery(team.id);
  return (
    <div data-testid="workspace-plan-page">
      <Typography.Title level={2}>Upgrade plan</Typography.Title>
      <QueryGate query={subscription} errorTitle="We could not load the plans" testId="plans">
        {(data) => <Plans subscription={data} />}
      </QueryGate>
    </div>
  );
}
