import { Button, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { paths } from '../../../shared/lib/paths';
import { useAuthSwitch } from '../use-auth-switch';
import { AuthSwitch } from './auth-layout';

interface AuthSubmitProps {
  loading: boolean;
  disabled?: boolean;
  /** Space above the button, where the form ends with a row of its own. */
  spaced?: boolean;
  children: ReactNode;
}

/** The full-width primary button that submits a sign-in form. */
export function AuthSubmit({ loading, disabled, spaced, children }: AuthSubmitProps) {
  return (
    <Form.Item style={spaced ? { marginTop: 24 } : undefined}>
      <Button type="primary" htmlType="submit" block size="large" disabled={disabled} loading={loading}>
        {children}
      </Button>
    </Form.Item>
  );
}

interface AuthSwitchButtonProps {
  /** The form of the screen, reset on switching. */
  form: FormInstance;
  label: string;
  to: typeof paths.login | typeof paths.signUp;
  children: ReactNode;
}

/** The LOG IN / SIGN UP switch under the form (`useAuthSwitch`: a clean auth state on arriving and on switching). */
export function AuthSwitchButton({ form, label, to, children }: AuthSwitchButtonProps) {
  const switchTo = useAuthSwitch(form);
  return (
    <AuthSwitch label={label}>
      <Button block size="large" onClick={() => switchTo(to)}>
        {children}
      </Button>
    </AuthSwitch>
  );
}
