import { mfaCodeBodySchema, type MfaGenerateAnswer, type MfaStatus } from '@portal/shared/auth/auth.schemas';
import { Alert, Badge, Button, Flex, Form, Input, Modal, QRCode, Typography, message, type InputProps } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { useSchemaForm } from '../../../shared/lib/use-schema-form';
import { gated } from '../../../shared/ui/query-gate';
import { useDisableMfaMutation, useEnableMfaMutation, useGenerateMfaMutation } from '../../../shared/api/auth';
import { useGetMfaStatusQuery } from '../../../shared/api/users';
import secondFactorSettingsStyles from './second-factor-settings.css?inline';
import { addScreenStyles } from '../../../shared/ui/screen-styles';

addScreenStyles('second-factor-settings', secondFactorSettingsStyles);

interface CodeFormValues {
  code: string;
}

/**
 * A form of one code, sent (spaces removed) with the mutation of `useSend`; `onDone` follows its success. Every
 * refusal (wrong or reused code, nothing generated, already on) is about the code just typed.
 */
function useCodeForm(useSend: typeof useEnableMfaMutation | typeof useDisableMfaMutation, onDone: () => void) {
  const [form] = Form.useForm<CodeFormValues>();
  const [send, { isLoading }] = useSend();
  const { rules, formProps, submit } = useSchemaForm(form, mfaCodeBodySchema, { fallback: 'code' });
  const onFinish = submit(async ({ code }: CodeFormValues) => {
    await send({ code: normalizeCode(code) }).unwrap();
    onDone();
  });
  return { form, rules, formProps, onFinish, isLoading };
}

/** QR code of the otpauth:// URI (001 §9: width 300, high error correction). */
export const QR_CODE_SIZE = 300;

const normalizeCode = (code: string) => code.replace(/\s+/g, '');

/** Form.Item hands its id, value and onChange to its child: they are passed on to the input. */
function CodeInput(props: InputProps) {
  return <Input autoComplete="one-time-code" inputMode="numeric" maxLength={12} placeholder="123456" {...props} />;
}

interface CodeFormProps {
  codeForm: ReturnType<typeof useCodeForm>;
  name: string;
  id?: string;
  style?: CSSProperties;
  /** The buttons, where the form has its own. */
  children?: ReactNode;
}

function CodeForm({ codeForm, name, id, style, children }: CodeFormProps) {
  return (
    <Form<CodeFormValues>
      {...codeForm.formProps}
      id={id}
      name={name}
      initialValues={{ code: '' }}
      onFinish={codeForm.onFinish}
      style={style}
    >
      <Form.Item label="Code" name="code" rules={codeForm.rules('code')} validateTrigger="onBlur">
        <CodeInput />
      </Form.Item>
      {children}
    </Form>
  );
}

/** Step 2 of turning the factor on: scan (or type) the secret, then validate a first code. */
interface EnableFormProps {
  generated: MfaGenerateAnswer;
  onCancel: () => void;
  /** The factor is on: the shown secret is no longer needed on screen. */
  onEnabled: () => void;
}

function EnableForm({ generated, onCancel, onEnabled }: EnableFormProps) {
  const codeForm = useCodeForm(useEnableMfaMutation, onEnabled);
  const { isLoading } = codeForm;

  return (
    <Flex vertical gap={16} data-testid="mfa-setup">
      <Typography.Text>
        1. Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).
      </Typography.Text>
      <QRCode
        className="mfa-qr"
        value={generated.uri}
        size={QR_CODE_SIZE}
        errorLevel="H"
        type="svg"
        // Dark modules on white in both themes: many scanners cannot read an inverted code.
        color="#000000"
        bgColor="#ffffff"
        bordered
        data-testid="mfa-qr-code"
      />
      <div>
        <Typography.Text type="secondary">Can&apos;t scan it? Enter this secret in the app instead:</Typography.Text>
        <br />
        <Typography.Text code copyable={{ text: generated.secret, tooltips: ['Copy secret', 'Copied'] }}>
          <span data-testid="mfa-secret">{generated.secret}</span>
        </Typography.Text>
      </div>
      <Typography.Text>2. Enter the 6-digit code the app shows to turn the second factor on.</Typography.Text>
      <CodeForm codeForm={codeForm} name="mfa-enable" style={{ maxWidth: 320 }}>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Validate
          </Button>
          <Button onClick={onCancel} disabled={isLoading}>
            Cancel
          </Button>
        </Flex>
      </CodeForm>
    </Flex>
  );
}

/** Turning the factor off asks for a current code (001 §4). */
interface DisableModalProps {
  open: boolean;
  onClose: () => void;
  onDisabled: () => void;
}

function DisableModal({ open, onClose, onDisabled }: DisableModalProps) {
  const codeForm = useCodeForm(useDisableMfaMutation, () => {
    onClose();
    onDisabled();
  });
  const { isLoading } = codeForm;

  return (
    <Modal
      open={open}
      title="Disable the second factor"
      okText="Disable"
      okButtonProps={{ danger: true, loading: isLoading, htmlType: 'submit', form: 'mfa-disable' }}
      cancelButtonProps={{ disabled: isLoading }}
      onCancel={onClose}
      afterClose={() => codeForm.form.resetFields()}
      data-testid="mfa-disable-modal"
    >
      <Typography.Paragraph>Enter a code from your authenticator app to confirm.</Typography.Paragraph>
      <CodeForm codeForm={codeForm} id="mfa-disable" name="mfa-disable" />
    </Modal>
  );
}

/** The views of a loaded status: the set-up steps, or the enabled factor with Disable. */
function SecondFactorViews({ status }: { status: MfaStatus }) {
  const [generate, { isLoading: generating }] = useGenerateMfaMutation();
  const [generated, setGenerated] = useState<MfaGenerateAnswer | null>(null);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [toast, toastHolder] = message.useMessage();

  const onGenerate = async () => {
    setGenerateError(null);
    try {
      setGenerated(await generate().unwrap());
    } catch (failure) {
      setGenerateError(toApiError(failure).message);
    }
  };

  const statusLine = (
    <span data-testid="mfa-status" data-enabled={status.enabled}>
      <Badge status={status.enabled ? 'success' : 'default'} text={status.enabled ? 'Enabled' : 'Not enabled'} />
    </span>
  );

  const enabledView = (
    <Flex vertical gap={16} align="flex-start">
      {statusLine}
      <Typography.Text type="secondary">
        Signing in asks for a code from your authenticator app after your password.
      </Typography.Text>
      <Button danger onClick={() => setDisabling(true)}>
        Disable
      </Button>
      <DisableModal
        open={disabling}
        onClose={() => setDisabling(false)}
        onDisabled={() => void toast.success('The second factor is disabled')}
      />
    </Flex>
  );

  const setupView = (
    <Flex vertical gap={16} align="flex-start">
      {statusLine}
      {generateError && (
        <Alert
          type="error"
          showIcon
          title={generateError}
          data-testid="mfa-generate-error"
          style={{ alignSelf: 'stretch' }}
        />
      )}
      {generated ? (
        <EnableForm
          generated={generated}
          onCancel={() => setGenerated(null)}
          onEnabled={() => {
            setGenerated(null);
            void toast.success('The second factor is enabled');
          }}
        />
      ) : (
        <>
          <Typography.Text type="secondary">
            Protect your account with a second step at sign-in: a code from an authenticator app.
            {status.pending && ' A secret was generated earlier but never validated; generate a new one to continue.'}
          </Typography.Text>
          <Button type="primary" loading={generating} onClick={() => void onGenerate()}>
            Generate
          </Button>
        </>
      )}
    </Flex>
  );

  // One toast holder for both views, so a toast survives the switch from one view to the other.
  return (
    <>
      {toastHolder}
      {status.enabled ? enabledView : setupView}
    </>
  );
}

/**
 * Second factor (001 §2, §4): not enabled → Generate (QR code and secret) → Validate with a
 * code → enabled; when enabled, Disable asks for a code.
 */
export const SecondFactorSettings = gated(useGetMfaStatusQuery, (status) => <SecondFactorViews status={status} />, {
  errorTitle: 'We could not load the status of your second factor',
  skeletonRows: 3,
  testId: 'mfa',
});
