import { createApplicationBodySchema } from '@portal/shared/applications/applications.schemas';
import { can } from '@portal/shared/permissions/permissions';
import { Alert, Button, Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useCreateApplicationMutation } from '../../../shared/api/applications';
import { useUpdateMetaMutation } from '../../../shared/api/users';
import { ApplicationFields } from '../../../shared/ui/application-fields';
import { SetupFrame } from '../components/setup-frame';
import { resumePathOf } from '../../../shared/lib/onboarding';

interface Values {
  account: string;
  name: string;
}

/**
 * Wizard step 1 (000 §2): the team (only when more than one is eligible) and the name; CANCEL returns to the Dashboard.
 */
export function SetupApplicationPage() {
  const { user, team, teams, applications, chooseApplication } = useWorkspace();
  const navigate = useNavigate();
  const eligible = useMemo(() => teams.filter((candidate) => can(candidate.role, 'createApplication')), [teams]);
  const [form] = Form.useForm<Values>();
  const [create, { isLoading }] = useCreateApplicationMutation();
  const [saveStep] = useUpdateMetaMutation();
  const { rules, formProps, submit } = useSchemaForm(form, createApplicationBodySchema, { fallback: 'name' });
  const defaultAccount = eligible.find((candidate) => candidate.id === team?.id)?.id ?? eligible[0]?.id;
  const resume = resumePathOf(
    user.meta,
    applications.map((application) => application.id),
  );
  // Once this screen creates the application it goes on itself (with the toast's state), not by the resume below.
  const [creating, setCreating] = useState(false);

  // Opening the wizard starts the onboarding (none → init; the server never moves it back).
  useEffect(() => {
    if (user.meta.step === 'none') void saveStep({ step: 'init' });
  }, [user.meta.step, saveStep]);

  if (resume && !creating) return <Navigate to={resume} replace />;

  const onFinish = async (values: Values) => {
    setCreating(true);
    const created = await create({ account: values.account ?? defaultAccount ?? '', name: values.name.trim() })
      .unwrap()
      .catch((error: unknown) => {
        setCreating(false);
        throw error;
      });
    await chooseApplication(created).catch(() => undefined);
    await saveStep({ step: 'application_name', applicationId: created.id, accountId: created.account })
      .unwrap()
      .catch(() => undefined);
    await navigate(paths.setupWizard.connectors({ applicationId: created.id }), { state: { added: true } });
  };

  return (
    <SetupFrame
      step={0}
      title="Create an application"
      intro="An application holds your API keys, integrations, consumers and webhooks."
    >
      {eligible.length === 0 ? (
        <Alert
          type="info"
          showIcon
          title="Only a team's Owner or Admin can create applications."
          data-testid="setup-not-allowed"
        />
      ) : (
        <Form<Values>
          {...formProps}
          name="setup-application"
          initialValues={{ account: defaultAccount, name: '' }}
          onFinish={submit(onFinish)}
        >
          <ApplicationFields eligible={eligible} rules={rules} nameTour="setup-application-name" />
          <div className="setup__actions">
            <Button onClick={() => void navigate(paths.dashboard)} data-testid="setup-cancel">
              CANCEL
            </Button>
            <Button type="primary" htmlType="submit" loading={isLoading} data-testid="setup-create">
              CREATE
            </Button>
          </div>
        </Form>
      )}
    </SetupFrame>
  );
}
