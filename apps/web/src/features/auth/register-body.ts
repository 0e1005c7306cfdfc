import type { RegisterBody } from '@portal/shared/auth/auth.schemas';

export interface SignUpFormValues {
  email: string;
  password: string;
  profile: { name: string; lastname: string; company?: string };
  /** The agreement checkbox; never sent (000 §3). */
  isAccepted?: boolean;
}

/** The registration payload (000 §3): company omitted when empty, isVelory only on the branded variant. */
export function toRegisterBody(values: SignUpFormValues, branded: boolean): RegisterBody {
  const company = values.profile.company?.trim();
  return {
    email: values.email.trim(),
    password: values.password,
    profile: {
      name: values.profile.name.trim(),
      lastname: values.profile.lastname.trim(),
      ...(company ? { company } : {}),
    },
    ...(branded ? { isVelory: true } : {}),
  };
}
