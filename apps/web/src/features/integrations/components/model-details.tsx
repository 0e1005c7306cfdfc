import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import type { ResultOf } from '@portal/shared/common/endpoint';
import type { unifyApiEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import type { Integration } from '@portal/shared/integrations/integrations.schemas';
import { Button, Flex, Form, Input, List, Switch, Table, Tag, Typography } from 'antd';
import { toApiError } from '../../../shared/lib/api-error';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { QueryGate } from '../../../shared/ui/query-gate';
import {
  useDeleteRemapMutation,
  useGetModelSchemaQuery,
  usePatchScopeMutation,
  usePutRemapMutation,
} from '../../../shared/api/integrations';

type Model = ResultOf<typeof unifyApiEndpoints.list>[number]['models'][number];

interface ModelDetailsProps {
  integration: Integration;
  model: Model;
  mayConfigure: boolean;
  notify: (kind: 'success' | 'error', text: string) => void;
}

interface FieldRow {
  name: string;
  type: string;
  description: string;
}

/** The top-level fields of a model's JSON Schema. */
function fieldRows(schema: Record<string, unknown>): FieldRow[] {
  const properties = (schema.properties ?? {}) as Record<
    string,
    { type?: string | string[]; description?: string; format?: string }
  >;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    type: [property.type].flat().filter(Boolean).join(' | ') + (property.format ? ` (${property.format})` : ''),
    description: property.description ?? '',
  }));
}

/**
 * A file connector's columns: the headings its layout reads for each field, offered to the Vendor field of a mapping
 * (a column of the delivered file, named as in its heading line).
 */
function FileColumns({ model, columns }: { model: string; columns: Array<{ field: string; headings: string[] }> }) {
  return (
    <Flex vertical gap={4} data-testid="file-columns">
      <Typography.Text strong>File columns</Typography.Text>
      <Typography.Text type="secondary">
        Each field is read from the first of its columns the file has. Map any other column of the file by its heading.
      </Typography.Text>
      {columns.map(({ field, headings }) => (
        <Typography.Text key={field}>
          <Typography.Text code>{field}</Typography.Text> ← {headings.join(' · ')}
        </Typography.Text>
      ))}
      <datalist id={`file-columns-${model}`}>
        {[...new Set(columns.flatMap(({ headings }) => headings))].map((heading) => (
          <option key={heading} value={heading} />
        ))}
      </datalist>
    </Flex>
  );
}

/** One model of the integration: scope switches per operation, the model's fields, and field mappings. */
export function ModelDetails({ integration, model, mayConfigure, notify }: ModelDetailsProps) {
  const schema = useGetModelSchemaQuery({ serviceId: integration.serviceId, type: model.key });
  const [patchScope, patching] = usePatchScopeMutation();
  const [putRemap, adding] = usePutRemapMutation();
  const [deleteRemap] = useDeleteRemapMutation();
  const [form] = Form.useForm<{ from: string; to: string }>();
  const { environment } = useWorkspace('application');
  const ref = {
    application: integration.application,
    environment,
    serviceId: integration.serviceId,
    account: integration.accountId,
  };
  const exposed = integration.scope[model.key] ?? [];
  const mappings = integration.remapInstructions.filter((mapping) => mapping.type === model.key);

  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) notify('success', done);
    } catch (failure) {
      notify('error', toApiError(failure).message);
    }
  };

  return (
    <Flex vertical gap={12} data-testid={`model-${model.key}`}>
      <Typography.Text type="secondary">{model.description}</Typography.Text>
      <Flex gap={16} wrap>
        {model.endpoints.map((endpoint) => (
          <label key={endpoint.operation} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <Switch
              size="small"
              checked={exposed.includes(endpoint.operation)}
              disabled={!mayConfigure}
              loading={patching.isLoading && patching.originalArgs?.operation === endpoint.operation}
              onChange={(enabled) =>
                void run(() => patchScope({ ...ref, type: model.key, operation: endpoint.operation, enabled }).unwrap())
              }
              aria-label={`${endpoint.method} ${endpoint.path}`}
            />
            <Tag>{endpoint.method}</Tag>
            <Typography.Text code>{endpoint.path}</Typography.Text>
          </label>
        ))}
      </Flex>
      <QueryGate query={schema} errorTitle="We could not load the model's schema" skeletonRows={2}>
        {(answer) => (
          <>
            <Typography.Text type="secondary">
              {answer.operations.length > 0
                ? `Served by the connector: ${answer.operations.join(', ')}`
                : 'No unified mapping for this connector yet: passthrough only'}
            </Typography.Text>
            <Table<FieldRow>
              size="small"
              rowKey="name"
              pagination={false}
              scroll={{ x: 'max-content', y: 240 }}
              dataSource={fieldRows(answer.schema)}
              columns={[
                {
                  title: 'Field',
                  dataIndex: 'name',
                  render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
                },
                { title: 'Type', dataIndex: 'type' },
                { title: 'Description', dataIndex: 'description' },
              ]}
            />
            {answer.fileColumns.length > 0 && <FileColumns model={model.key} columns={answer.fileColumns} />}
          </>
        )}
      </QueryGate>
      <List
        size="small"
        header={<Typography.Text strong>Field mappings</Typography.Text>}
        dataSource={mappings}
        locale={{ emptyText: 'No field mappings' }}
        renderItem={(mapping) => (
          <List.Item
            actions={[
              <Button
                key="delete"
                type="text"
                size="small"
                danger
                disabled={!mayConfigure}
                aria-label={`Remove mapping ${mapping.from}`}
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => void run(() => deleteRemap({ ...ref, id: mapping.id }).unwrap())}
              />,
            ]}
          >
            <Typography.Text code>{mapping.from}</Typography.Text> →{' '}
            <Typography.Text code>{mapping.to}</Typography.Text>
          </List.Item>
        )}
      />
      <Form
        form={form}
        layout="inline"
        disabled={!mayConfigure}
        onFinish={(values) =>
          void run(async () => {
            await putRemap({ ...ref, type: model.key, from: values.from, to: values.to }).unwrap();
            form.resetFields();
          }, 'Field mapping added')
        }
      >
        <Form.Item name="from" rules={[{ required: true, whitespace: true, message: 'A field is required' }]}>
          <Input
            placeholder="Vendor field, e.g. work.title, or a file column"
            aria-label="Vendor field"
            list={`file-columns-${model.key}`}
          />
        </Form.Item>
        <Form.Item name="to" rules={[{ required: true, whitespace: true, message: 'A field is required' }]}>
          <Input placeholder="Unified or customFields.name" aria-label="Unified field" />
        </Form.Item>
        <Button htmlType="submit" loading={adding.isLoading}>
          Add mapping
        </Button>
      </Form>
    </Flex>
  );
}
