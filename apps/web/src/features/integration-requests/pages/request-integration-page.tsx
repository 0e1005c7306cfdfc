import {
  INTEGRATION_REQUEST_CATEGORIES,
  INTEGRATION_REQUEST_TEXTS as T,
  integrationRequestBodySchema,
} from '@portal/shared/integration-requests/integration-requests.schemas';
import { Button, Form, Input, Result, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { useRequestIntegrationMutation } from '../../../shared/api/integration-requests';
import { RequestIntro } from './request-intro';

/** RequestInternalIntegration (000 §2): our own form, kept and mailed to the operator, then a confirmation. */
export function RequestIntegrationPage() {
  const [form] = Form.useForm();
  const [send, { isLoading }] = useRequestIntegrationMutation();
  const [sent, setSent] = useState(false);
  const { rules, formProps, submit } = useSchemaForm(form, integrationRequestBodySchema, { fallback: ['serviceName'] });
  if (sent) {
    return (
      <Result
        status="success"
        title={T.sent}
        data-testid="request-sent"
        extra={[
          <Button
            key="another"
            onClick={() => {
              form.resetFields();
              setSent(false);
            }}
          >
            Request another
          </Button>,
          <Link key="integrations" to={paths.integrations}>
            <Button type="primary">Integrations</Button>
          </Link>,
        ]}
      />
    );
  }
  return (
    <div data-testid="request-integration">
      <RequestIntro />
      <Form
        {...formProps}
        form={form}
        name="request-integration"
        style={{ maxWidth: 600 }}
        onFinish={submit(async (values: Record<string, string>) => {
          await send({
            serviceName: values.serviceName ?? '',
            website: values.website ?? '',
            category: values.category as never,
            description: values.description ?? '',
          }).unwrap();
          setSent(true);
        })}
      >
        <Form.Item name="serviceName" label="Service name" rules={rules(['serviceName'])}>
          <Input placeholder="Personio" />
        </Form.Item>
        <Form.Item name="website" label="Vendor website" rules={rules(['website'])}>
          <Input placeholder="https://www.example.com" />
        </Form.Item>
        <Form.Item name="category" label="Category" rules={rules(['category'])}>
          <Select
            aria-label="Category"
            placeholder="Select category"
            options={INTEGRATION_REQUEST_CATEGORIES.map((category) => ({ value: category, label: category }))}
          />
        </Form.Item>
        <Form.Item name="description" label="What should the integration do?" rules={rules(['description'])}>
          <Input.TextArea rows={4} placeholder="Read employees and their absences, and be told when they change" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="request-submit">
          Send request
        </Button>
      </Form>
    </div>
  );
}
