import { Form, type FormRule } from 'antd';
// The two inputs by themselves: antd's `Input` brings TextArea, Search and OTP along as its statics.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';

interface EmailPasswordFieldsProps {
  /** The form's rules of its `email` and `password` fields. */
  rules: (name: 'email' | 'password') => FormRule[];
  /** Signing up: the browser offers to make a new password rather than fill in a saved one. */
  newAccount?: boolean;
}

/** The email and password fields of the login and sign-up forms. */
export function EmailPasswordFields({ rules, newAccount = false }: EmailPasswordFieldsProps) {
  return (
    <>
      <Form.Item label="Email" name="email" rules={rules('email')} validateTrigger="onBlur">
        <Input type="email" autoComplete={newAccount ? 'email' : 'username'} inputMode="email" size="large" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={rules('password')} validateTrigger="onBlur">
        <Password autoComplete={newAccount ? 'new-password' : 'current-password'} size="large" />
      </Form.Item>
    </>
  );
}
