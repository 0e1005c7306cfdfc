import { Card, Typography } from 'antd';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useGetTransactionsQuery } from '../../../shared/api/billing';
import { PaymentsTable } from '../components/payments-table';

/** PaymentHistory (001 §2): every payment of the team, newest first; empty: 'No billings yet'. */
export function PaymentHistoryPage() {
  const { team } = useWorkspace('team');
  const transactions = useGetTransactionsQuery(team.id);
  return (
    <div data-testid="payment-history-page">
      <Typography.Title level={2}>Payment history</Typography.Title>
      <Card>
        <QueryGate query={transactions} errorTitle="We could not load the payments" testId="payment-history">
          {(payments) => <PaymentsTable payments={payments} />}
        </QueryGate>
      </Card>
    </div>
  );
}
