import { Form, Input } from 'antd';
import { type SettingsField, typedFields } from './settings-fields';

/** The typed fields of a connector's settings form (under `settings.<name>`), required as its schema says. */
export function SettingsInputs({ fields }: { fields: SettingsField[] }) {
  return typedFields(fields).map((field) => (
    <Form.Item
      key={field.name}
      name={['settings', field.name]}
      label={field.title}
      extra={field.required ? field.description : `${field.description ?? ''} Optional.`.trim()}
      rules={field.required ? [{ required: true, whitespace: true, message: `${field.title} is required` }] : []}
    >
      {field.secret ? <Input.Password autoComplete="new-password" /> : <Input autoComplete="off" />}
    </Form.Item>
  ));
}
