import { fillVariables } from '@portal/shared/explorer/explorer-request';
import type { ExplorerField, ExplorerItem } from '@portal/shared/explorer/explorer.schemas';
import { Button, Collapse, Empty, Form, Input, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Variables } from '../lib/variables';

type Panel = 'header' | 'variable' | 'query' | 'body';

interface RequestFormProps {
  item: ExplorerItem;
  form: FormInstance;
  variables: Variables;
  canRun: boolean;
  running: boolean;
  onRun: () => void;
}

/**
 * A required field is filled once its value, with the variables in, is not empty (`{{consumerId}}` needs a consumer).
 */
const requiredRule = (label: string, variables: Variables): Rule => ({
  validator: async (_rule, value: unknown) => {
    const text = Array.isArray(value)
      ? value.join(',')
      : typeof value === 'string'
        ? fillVariables(value, variables)
        : '';
    if (text.trim() === '' || /\{\{\w+\}\}/.test(text)) throw new Error(`${label} is required`);
  },
});

/** A field's input; Form.Item hands it `value`, `onChange` and `id`, passed on to the control. */
function FieldInput({
  field,
  ...control
}: {
  field: ExplorerField;
  value?: string | string[];
  onChange?: (value: unknown) => void;
  id?: string;
}) {
  const { description } = field;
  if (description.options) {
    return (
      <Select
        {...control}
        allowClear
        mode={description.type === 'multipleList' ? 'multiple' : undefined}
        placeholder={description.placeholder}
        options={description.options.map((option) => ({ value: option, label: option }))}
      />
    );
  }
  return (
    <Input
      {...(control as { value?: string; onChange?: (event: unknown) => void; id?: string })}
      placeholder={description.placeholder}
    />
  );
}

function Fields({ panel, fields, variables }: { panel: Panel; fields: ExplorerField[]; variables: Variables }) {
  const shown = fields.filter((field) => !field.disabled);
  if (shown.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing to set" />;
  return shown.map((field) => (
    <Form.Item
      key={field.key}
      name={[panel, field.key]}
      label={field.description.label}
      tooltip={field.description.description}
      rules={field.description.required ? [requiredRule(field.description.label, variables)] : []}
    >
      <FieldInput field={field} />
    </Form.Item>
  ));
}

/** The left column of a chosen request (001 §2): Authorization, Headers, Params, Query and Body, then Run. */
export function RequestForm({ item, form, variables, canRun, running, onRun }: RequestFormProps) {
  const { request } = item;
  const panels = [
    {
      key: 'authorization',
      label: 'Authorization',
      children: (
        <Form.Item name="authorization" label="Authorization" tooltip="Bearer and the API key, or an access token">
          <Input placeholder="Bearer " />
        </Form.Item>
      ),
    },
    {
      key: 'header',
      label: 'Headers',
      children: <Fields panel="header" fields={request.header} variables={variables} />,
    },
    {
      key: 'variable',
      label: 'Params',
      children: <Fields panel="variable" fields={request.url.variable} variables={variables} />,
    },
    {
      key: 'query',
      label: 'Query',
      children: <Fields panel="query" fields={request.url.query} variables={variables} />,
    },
    {
      key: 'body',
      label: 'Body',
      children: <Fields panel="body" fields={request.body?.formData ?? []} variables={variables} />,
    },
  ];
  return (
    <Form form={form} layout="vertical" name="explorer-request" onFinish={onRun} requiredMark={false}>
      <Collapse
        size="small"
        defaultActiveKey={['authorization', 'header', 'variable', 'query', 'body']}
        items={panels}
        className="explorer__panels"
      />
      <Button
        type="primary"
        htmlType="submit"
        className="explorer__run"
        disabled={!canRun || running}
        loading={running}
        data-testid="explorer-run"
      >
        Run
      </Button>
    </Form>
  );
}
