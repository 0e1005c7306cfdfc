import { APPLICATION_MESSAGES, APPLICATION_NAME_MAX_LENGTH } from '@portal/shared/applications/applications.constants';
import { createApplicationBodySchema } from '@portal/shared/applications/applications.schemas';
import { can } from '@portal/shared/permissions/permissions';
import { Form, Input, Select, message } from 'antd';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { FormModal } from '../../../shared/ui/form-modal';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useCreateApplicationMutation } from '../api';

interface CreateValues {
  account: string;
  name: string;
}

const CreateApplicationContext = createContext<(() => void) | null>(null);

/** Opens the Create application form (rendered once by the layout, so its toast outlives the screen that opened it). */
export function useCreateApplication(): () => void {
  const open = useContext(CreateApplicationContext);
  if (!open) throw new Error('useCreateApplication: render inside CreateApplicationHost');
  return open;
}

/** The teams where the user may create applications: where they are Owner or Admin (000 §5). */
export function useEligibleTeams() {
  const { teams } = useWorkspace();
  return useMemo(() => teams.filter((team) => can(team.role, 'createApplication')), [teams]);
}

/**
 * Create application (000 §5): the team, shown only when more than one is eligible (with one
 * it is used silently), and the name. Server errors land on the fields; the new application
 * becomes the current one.
 */
export function CreateApplicationHost({ children }: { children: ReactNode }) {
  const { team, chooseApplication } = useWorkspace();
  const eligible = useEligibleTeams();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<CreateValues>();
  const [create, { isLoading }] = useCreateApplicationMutation();
  const { rules, formProps, submit } = useSchemaForm(form, createApplicationBodySchema, { fallback: 'name' });
  const [toast, toastHolder] = message.useMessage();
  const defaultAccount = eligible.find((candidate) => candidate.id === team?.id)?.id ?? eligible[0]?.id;

  const show = useCallback(() => {
    form.setFieldsValue({ account: defaultAccount, name: '' });
    setOpen(true);
  }, [form, defaultAccount]);

  const close = () => {
    form.resetFields();
    setOpen(false);
  };

  const onFinish = async (values: CreateValues) => {
    const created = await create({ account: values.account ?? defaultAccount ?? '', name: values.name.trim() }).unwrap();
    close();
    void toast.success(APPLICATION_MESSAGES.added);
    await chooseApplication(created).catch(() => undefined);
  };

  return (
    <CreateApplicationContext.Provider value={show}>
      {toastHolder}
      {children}
      <FormModal
        form={form}
        loading={isLoading}
        title="Create application"
        open={open}
        okText="Create"
        onCancel={close}
        forceRender
        width={368}
        data-testid="create-application-modal"
      >
        <Form<CreateValues> {...formProps} name="create-application" onFinish={submit(onFinish)}>
          {eligible.length > 1 && (
            <Form.Item label="Team" name="account" rules={rules('account')}>
              <Select aria-label="Team" options={eligible.map((candidate) => ({ value: candidate.id, label: candidate.name }))} />
            </Form.Item>
          )}
          <Form.Item label="Name" name="name" rules={rules('name')} validateTrigger="onBlur">
            <Input autoComplete="off" maxLength={APPLICATION_NAME_MAX_LENGTH} placeholder="Ex: Payroll sync" />
          </Form.Item>
        </Form>
      </FormModal>
    </CreateApplicationContext.Provider>
  );
}
