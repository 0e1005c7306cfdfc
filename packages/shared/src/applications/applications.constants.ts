/** Texts of applications (000 §5, §8; 001 §2). The spec's are verbatim; the others are ours. */
export const APPLICATION_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Must be at most 100 characters',
  nameTaken: 'An application with this name already exists in the team',
  notFound: 'Application not found',
  invalid: 'Must be a valid application id',
  // 000 §8.
  added: 'Application was successfully added',
  deleted: 'Application was successfully deleted',
  // 001 §2 (Dashboard): the chart's empty state, verbatim.
  noChartData: 'Not data available yet',
} as const;

export const APPLICATION_NAME_MAX_LENGTH = 100;
