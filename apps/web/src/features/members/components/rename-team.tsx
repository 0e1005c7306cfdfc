import EditOutlined from '@ant-design/icons/EditOutlined';
import { renameAccountBodySchema } from '@portal/shared/accounts/accounts.schemas';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { FormModal } from '../../../shared/ui/form-modal';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useRenameTeamMutation } from '../../../shared/api/accounts';

/** Rename: the Owner's, in a small form. */
export function RenameTeam() {
  const { team, can } = useWorkspace('team');
  const [open, setOpen] = useState(false);
  const [rename, renaming] = useRenameTeamMutation();
  const [form] = Form.useForm<{ name: string }>();
  const { rules, formProps, submit } = useSchemaForm(form, renameAccountBodySchema, { fallback: ['name'] });
  if (!can('renameTeam')) return null;
  return (
    <>
      <Button size="small" icon={<EditOutlined aria-hidden />} onClick={() => setOpen(true)} data-testid="rename-team">
        Rename
      </Button>
      <FormModal
        form={form}
        loading={renaming.isLoading}
        title="Rename team"
        open={open}
        okText="Rename"
        onCancel={() => setOpen(false)}
        destroyOnHidden
        data-testid="rename-team-modal"
      >
        <Form
          {...formProps}
          name="rename-team"
          initialValues={{ name: team.name }}
          onFinish={submit(async (values) => {
            await rename({ id: team.id, name: values.name.trim() }).unwrap();
            setOpen(false);
          })}
        >
          <Form.Item label="Team name" name="name" rules={rules(['name'])} validateTrigger="onBlur">
            <Input maxLength={100} autoComplete="organization" />
          </Form.Item>
        </Form>
      </FormModal>
    </>
  );
}
