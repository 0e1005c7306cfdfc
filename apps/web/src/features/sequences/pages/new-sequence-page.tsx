import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  SEQUENCE_CONTENT_TYPES,
  SEQUENCE_METHODS,
  SEQUENCE_TEXTS as T,
  type Sequence,
  isHttpUrl,
  sequenceSchema,
} from '@portal/shared/sequences/sequences.schemas';
import { Alert, Button, Card, Flex, Form, Input, Select, Typography, type FormListFieldData } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';

const urlRule = (message: string): Rule => ({
  validator: async (_rule, value?: string) => {
    if (value && !isHttpUrl(value.trim())) throw new Error(message);
  },
});

/** Key and value pairs of an action (headers, params). */
function Pairs({ name, label }: { name: [number, string]; label: string }) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          <Typography.Text>{label}</Typography.Text>
          {fields.map((field) => (
            <Flex key={field.key} gap={8} align="baseline">
              <Form.Item name={[field.name, 'key']} noStyle>
                <Input placeholder="Key" aria-label={`${label} key`} />
              </Form.Item>
              <Form.Item name={[field.name, 'value']} noStyle>
                <Input placeholder="Value" aria-label={`${label} value`} />
              </Form.Item>
              <MinusCircleOutlined aria-label={`Remove ${label.toLowerCase()}`} onClick={() => remove(field.name)} />
            </Flex>
          ))}
          <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({ key: '', value: '' })}>
            Add {label.toLowerCase()}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

function ActionCard({ field, onRemove }: { field: FormListFieldData; onRemove: () => void }) {
  return (
    <Card
      size="small"
      title={`Action ${field.name + 1}`}
      extra={
        <Button size="small" onClick={onRemove}>
          Remove
        </Button>
      }
      data-testid="sequence-action"
    >
      <Flex gap={8} wrap>
        <Form.Item
          name={[field.name, 'method']}
          label="Method"
          rules={[{ required: true, message: T.methodRequired }]}
          style={{ minWidth: 120 }}
        >
          <Select aria-label="Method" options={SEQUENCE_METHODS.map((method) => ({ value: method, label: method }))} />
        </Form.Item>
        <Form.Item
          name={[field.name, 'url']}
          label="URL"
          rules={[{ required: true, whitespace: true, message: T.urlRequired }, urlRule(T.urlInvalid)]}
          style={{ flex: 1, minWidth: 220 }}
        >
          <Input placeholder="https://api.example.com/v1/items" aria-label="URL" />
        </Form.Item>
        <Form.Item name={[field.name, 'type']} label="Content type" style={{ minWidth: 200 }}>
          <Select
            aria-label="Content type"
            options={SEQUENCE_CONTENT_TYPES.map((type) => ({ value: type, label: type }))}
          />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Pairs name={[field.name, 'headers']} label="Headers" />
        <Pairs name={[field.name, 'params']} label="Params" />
      </Flex>
      <Form.Item name={[field.name, 'body']} label="Body" style={{ marginTop: 8 }}>
        <Input.TextArea rows={3} aria-label="Body" />
      </Form.Item>
    </Card>
  );
}

/** NewSequences (001 §2): the sequence form; submitting shows its JSON and saves nothing (001 §1). */
export function NewSequencePage() {
  const [form] = Form.useForm();
  const [json, setJson] = useState<Sequence | null>(null);
  return (
    <Flex vertical gap={16} data-testid="new-sequence-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        New sequence
      </Typography.Title>
      <Alert type="info" showIcon message={T.preview} />
      <Form
        form={form}
        layout="vertical"
        name="sequence"
        requiredMark={false}
        style={{ maxWidth: 760 }}
        initialValues={{ actions: [{ method: 'GET', url: '', type: 'none' }], events: [] }}
        onFinish={(values: unknown) => setJson(sequenceSchema.parse(values))}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: T.nameRequired }]}>
          <Input placeholder="Sync new hires" />
        </Form.Item>
        <Form.Item name="serviceId" label="Service ID">
          <Input placeholder="bamboohr" />
        </Form.Item>
        <Form.List name="actions">
          {(fields, { add, remove }) => (
            <Flex vertical gap={12} style={{ marginBottom: 16 }}>
              {fields.map((field) => (
                <ActionCard key={field.key} field={field} onRemove={() => remove(field.name)} />
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ method: 'GET', url: '', type: 'none' })}
              >
                Add action
              </Button>
            </Flex>
          )}
        </Form.List>
        <Form.Item name="deliveryUrl" label="Delivery URL" rules={[urlRule(T.deliveryUrlInvalid)]}>
          <Input placeholder="https://example.com/hooks/sequence" />
        </Form.Item>
        <Form.Item name="events" label="Events">
          <Select mode="tags" aria-label="Events" placeholder="hris.employee.created" open={false} />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="sequence-submit">
          Submit
        </Button>
      </Form>
      {json && (
        <Card size="small" title="Sequence JSON (not saved)" data-testid="sequence-json">
          <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {JSON.stringify(json, null, 2)}
          </pre>
        </Card>
      )}
    </Flex>
  );
}
