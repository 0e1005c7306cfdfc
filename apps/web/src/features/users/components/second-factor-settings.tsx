import { totpCodeField, type MfaGenerateAnswer } from '@portal/shared/auth/auth.schemas';
import { Alert, Badge, Button, Flex, Form, Input, Modal, QRCode, Skeleton, Typography, message, type InputProps } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { schemaRule } from '../../../shared/lib/schema-rule';
import { useServerFormErrors } from '../../../shared/lib/use-server-form-errors';
import { LoadError } from '../../../shared/ui/load-error';
import { useDisableMfaMutation, useEnableMfaMutation, useGenerateMfaMutation, useGetMfaStatusQuery } from '../api';
import './second-factor-settings.css';

interface CodeFormValues {
  code: string;
}

const CODE_RULES = [schemaRule(totpCodeField)];
// Every refusal (wrong or reused code, nothing generated, already on) is about the code just typed.
const ERROR_MAPPING = { fallback: ['code'], known: [['code']] };

/** QR code of the otpauth:// URI (001 §9: width 300, high error correction). */
export const QR_CODE_SIZE = 300;

const normalizeCode = (code: string) => code.replace(/\s+/g, '');

/** Form.Item hands its id, value and onChange to its child: they are passed on to the input. */
function CodeInput(props: InputProps) {
  return <Input autoComplete="one-time-code" inputMode="numeric" maxLength={12} placeholder="123456" {...props} />;
}

/** Step 2 of turning the factor on: scan (or type) the secret, then validate a first code. */
interface EnableFormProps {
  generated: MfaGenerateAnswer;
  onCancel: () => void;
  /** The factor is on: the shown secret is no longer needed on screen. */
  onEnabled: () => void;
}

function EnableForm({ generated, onCancel, onEnabled }: EnableFormProps) {
  const [form] = Form.useForm<CodeFormValues>();
  const [enable, { isLoading }] = useEnableMfaMutation();
  const { showError, handleValuesChange } = useServerFormErrors(form, ERROR_MAPPING);

  const onFinish = async ({ code }: CodeFormValues) => {
    try {
      await enable({ code: normalizeCode(code) }).unwrap();
      onEnabled();
    } catch (error) {
      showError(error);
    }
  };

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
      <Form<CodeFormValues>
        form={form}
        name="mfa-enable"
        layout="vertical"
        requiredMark={false}
        initialValues={{ code: '' }}
        onValuesChange={handleValuesChange}
        onFinish={(values) => void onFinish(values)}
        style={{ maxWidth: 320 }}
      >
        <Form.Item label="Code" name="code" rules={CODE_RULES} validateTrigger="onBlur">
          <CodeInput />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Validate
          </Button>
          <Button onClick={onCancel} disabled={isLoading}>
            Cancel
          </Button>
        </Flex>
      </Form>
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
  const [form] = Form.useForm<CodeFormValues>();
  const [disable, { isLoading }] = useDisableMfaMutation();
  const { showError, handleValuesChange } = useServerFormErrors(form, ERROR_MAPPING);

  const onFinish = async ({ code }: CodeFormValues) => {
    try {
      await disable({ code: normalizeCode(code) }).unwrap();
      onClose();
      onDisabled();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Modal
      open={open}
      title="Disable two-factor authentication"
      okText="Disable"
      okButtonProps={{ danger: true, loading: isLoading, htmlType: 'submit', form: 'mfa-disable' }}
      cancelButtonProps={{ disabled: isLoading }}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      data-testid="mfa-disable-modal"
    >
      <Typography.Paragraph>Enter a code from your authenticator app to confirm.</Typography.Paragraph>
      <Form<CodeFormValues>
        form={form}
        id="mfa-disable"
        name="mfa-disable"
        layout="vertical"
        requiredMark={false}
        initialValues={{ code: '' }}
        onValuesChange={handleValuesChange}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label="Code" name="code" rules={CODE_RULES} validateTrigger="onBlur">
          <CodeInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Second factor (001 §2, §4): not enabled → Generate (QR code and secret) → Validate with a
 * code → enabled; when enabled, Disable asks for a code.
 */
export function SecondFactorSettings() {
  const { data: status, error, isLoading, isFetching, refetch } = useGetMfaStatusQuery();
  const [generate, { isLoading: generating }] = useGenerateMfaMutation();
  const [generated, setGenerated] = useState<MfaGenerateAnswer | null>(null);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [toast, toastHolder] = message.useMessage();

  if (isLoading) {
    return (
      <div data-testid="mfa-loading">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }
  if (!status) {
    return (
      <LoadError
        title="We could not load the status of your second factor"
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
        data-testid="mfa-load-error"
      />
    );
  }

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
        onDisabled={() => void toast.success('Two-factor authentication is disabled')}
      />
    </Flex>
  );

  const setupView = (
    <Flex vertical gap={16} align="flex-start">
      {statusLine}
      {generateError && (
        <Alert type="error" showIcon title={generateError} data-testid="mfa-generate-error" style={{ alignSelf: 'stretch' }} />
      )}
      {generated ? (
        <EnableForm
          generated={generated}
          onCancel={() => setGenerated(null)}
          onEnabled={() => {
            setGenerated(null);
            void toast.success('Two-factor authentication is enabled');
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
