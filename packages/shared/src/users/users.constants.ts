/** Texts of the user settings screens (001 §5, §8), verbatim. */
export const USER_MESSAGES = {
  firstNameRequired: 'First name is required!',
  lastNameRequired: 'Last name is required!',
  companyInvalid: 'Must be a valid website address',
  profileUpdated: 'User profile was successfully updated',
  stepInvalid: 'Step must be one of: none, init, application_name, connectors, consumer',
  accountInvalid: 'Must be a valid team id',
  accountNotMember: 'You are not a member of this team',
  applicationInvalid: 'Must be a valid application id',
} as const;
