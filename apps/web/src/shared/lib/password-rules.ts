import { AUTH_MESSAGES } from '@portal/shared/auth/auth.constants';
import type { FormRule } from 'antd';

/**
 * The repeat of a new password must equal the form's `password` field. Only a repeat that is itself valid is
 * compared, so one message shows at a time. Used by the new-password screen and the change-password form.
 */
export const SAME_AS_PASSWORD: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || value === '' || getFieldValue('password') === value) return;
    throw new Error(AUTH_MESSAGES.newPasswordMismatch);
  },
});
