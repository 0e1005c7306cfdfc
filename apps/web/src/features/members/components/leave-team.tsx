import { Button, Popconfirm, message } from 'antd';
import { toApiError } from '../../../shared/lib/api-error';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useLeaveTeamMutation } from '../../../shared/api/members';

/** Leave team: for every member but the Owner, confirmed first; the workspace then moves to another team. */
export function LeaveTeam() {
  const { team, can } = useWorkspace('team');
  const [leave, leaving] = useLeaveTeamMutation();
  const [toast, toastHolder] = message.useMessage();
  if (!can('leaveTeam')) return null;
  return (
    <>
      {toastHolder}
      <Popconfirm
        title="Leave this team?"
        description="You lose access to its applications at once; an Owner or Admin can invite you again."
        okText="Leave team"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        onConfirm={async () => {
          try {
            await leave({ account: team.id }).unwrap();
          } catch (failure) {
            void toast.error(toApiError(failure).message);
          }
        }}
      >
        <Button danger loading={leaving.isLoading} data-testid="leave-team">
          Leave team
        </Button>
      </Popconfirm>
    </>
  );
}
