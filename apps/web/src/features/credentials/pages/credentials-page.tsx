import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ROLE_DISPLAY_NAMES } from '@portal/shared/accounts/accounts.constants';
import { CREDENTIAL_MESSAGES as M, CREDENTIALS_PAGE_SIZE } from '@portal/shared/credentials/credentials.constants';
import type { Credential } from '@portal/shared/credentials/credentials.schemas';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import { Alert, Button, Empty, Popconfirm, Tooltip, message, type TableColumnType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { ACTIONS_COLUMN, DataTable } from '../../../shared/ui/data-table';
import { QueryGate } from '../../../shared/ui/query-gate';
import { ReasonTooltip } from '../../../shared/ui/reason-tooltip';
import { useWorkspace } from '../../../shared/workspace/workspace';
import {
  useAddCredentialMutation,
  useDeleteCredentialMutation,
  useGetCredentialsQuery,
} from '../../../shared/api/credentials';
import { ApiKeyCell } from '../components/api-key-cell';
import credentialsStyles from './credentials-page.css?inline';
import { addScreenStyles } from '../../../shared/ui/screen-styles';
import { ScreenHeading } from '../../../shared/ui/screen-heading';

addScreenStyles('credentials', credentialsStyles);

/** Table dates (001 §9): DD/MM/YYYY HH:mm. */
const formatDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

/** What a test key is for, said above the test environment's keys. */
export const TEST_KEYS_NOTE =
  'Test keys never reach vendors (their calls go to the simulators) and never count toward your plan.';

/**
 * Credentials (001 §2): the current application's API keys in the current environment (`sk_test_…` or `sk_live_…`),
 * 10 a page, with add, reveal, copy and delete.
 */
export function CredentialsPage() {
  const { application, environment, can } = useWorkspace('application');
  const [page, setPage] = useState(1);
  const offset = (page - 1) * CREDENTIALS_PAGE_SIZE;
  const keys = useGetCredentialsQuery({ application: application.id, environment, offset });
  const [add, adding] = useAddCredentialMutation();
  const [remove] = useDeleteCredentialMutation();
  const [toast, toastHolder] = message.useMessage();
  const notify = (kind: 'success' | 'error', text: string) => void toast[kind](text);
  const mayAdd = can('addCredential');
  const mayDelete = can('deleteCredential');

  // Another application starts on its first page; a page emptied by a delete gives way to the one before.
  useEffect(() => setPage(1), [application.id, environment]);
  const total = keys.currentData?.meta.total;
  useEffect(() => {
    if (total !== undefined && page > 1 && offset >= total)
      setPage(Math.max(1, Math.ceil(total / CREDENTIALS_PAGE_SIZE)));
  }, [total, page, offset]);

  const onAdd = async () => {
    try {
      await add({ application: application.id, environment }).unwrap();
      setPage(1);
      notify('success', M.added);
    } catch (failure) {
      notify('error', toApiError(failure).message);
    }
  };

  const onDelete = async (credential: Credential) => {
    try {
      await remove({ id: credential.id, application: application.id, environment: credential.environment }).unwrap();
      notify('success', M.deleted);
    } catch (failure) {
      notify('error', toApiError(failure).message);
    }
  };

  const columns: TableColumnType<Credential>[] = [
    {
      title: 'ID',
      dataIndex: 'id',
      key: 'id',
      render: (id: string) => (
        <Tooltip title={id}>
          <span className="credentials__id">{id}</span>
        </Tooltip>
      ),
    },
    {
      title: 'API key',
      key: 'apiKey',
      render: (_value, credential) => <ApiKeyCell credential={credential} notify={notify} />,
    },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: formatDate },
    {
      title: 'User',
      key: 'user',
      render: (_value, { user }) => [user.name, user.lastname].filter(Boolean).join(' ') || '—',
    },
    { title: 'Role', dataIndex: 'role', key: 'role', render: (role: Credential['role']) => ROLE_DISPLAY_NAMES[role] },
    {
      title: 'Last used',
      dataIndex: 'lastUsedAt',
      key: 'lastUsedAt',
      render: (at: string | null) => (at ? formatDate(at) : M.neverUsed),
    },
    {
      title: 'Actions',
      key: ACTIONS_COLUMN,
      render: (_value, credential) => (
        <ReasonTooltip reason={mayDelete ? undefined : PERMISSION_DENIED_MESSAGE}>
          <Popconfirm
            title="Delete this API key?"
            description="Programs using it stop working at once."
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            disabled={!mayDelete}
            onConfirm={() => onDelete(credential)}
          >
            <Button size="small" danger disabled={!mayDelete} data-testid="credential-delete">
              Delete
            </Button>
          </Popconfirm>
        </ReasonTooltip>
      ),
    },
  ];

  return (
    <div data-testid="credentials-page">
      {toastHolder}
      <ScreenHeading
        title="Credentials"
        subtitle={
          <>
            {environment === 'test' ? 'Test' : 'Live'} API keys of {application.name}
          </>
        }
        tooltip={application.name}
      >
        <ReasonTooltip reason={mayAdd ? undefined : PERMISSION_DENIED_MESSAGE} data-testid="add-credential-reason">
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            disabled={!mayAdd}
            loading={adding.isLoading}
            onClick={() => void onAdd()}
            data-testid="add-credential-button"
          >
            Add
          </Button>
        </ReasonTooltip>
      </ScreenHeading>
      {environment === 'test' && (
        <Alert
          className="credentials__note"
          type="warning"
          showIcon
          message={TEST_KEYS_NOTE}
          data-testid="test-keys-note"
        />
      )}
      <QueryGate query={keys} errorTitle="We could not load the credentials" testId="credentials">
        {({ data, meta }) => (
          <DataTable<Credential>
            rowKey="id"
            columns={columns}
            dataSource={data}
            loading={keys.isFetching}
            locale={{ emptyText: <Empty description={M.empty} /> }}
            pagination={{
              current: page,
              pageSize: CREDENTIALS_PAGE_SIZE,
              total: meta.total,
              onChange: setPage,
              showSizeChanger: false,
              hideOnSinglePage: true,
            }}
            testId="credentials"
          />
        )}
      </QueryGate>
    </div>
  );
}
