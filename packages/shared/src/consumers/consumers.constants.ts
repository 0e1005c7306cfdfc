/** Texts of the Consumers screens (001 §2, §5, §8): the spec's verbatim, the others ours. */
export const CONSUMER_MESSAGES = {
  added: 'Consumer was successfully added',
  deleted: 'Consumer was successfully deleted',
  empty: 'No consumers',
  copied: 'Consumer ID copied',
  needCredentials: 'Consumer need credentials',
  namePlaceholder: 'Ex: ConsumerX',
  nameTooLong: 'Name must be at most 100 characters',
  notFound: 'Consumer not found',
  cursorInvalid: 'The page cursor is not valid',
  externalIdRequired: 'externalId is required',
  externalIdTooLong: 'externalId must be at most 200 characters',
  externalIdControl: 'externalId must not hold control characters',
  externalIdTaken: 'Another consumer of this application has this externalId',
  consumerRefRequired: 'consumerId is required',
} as const;

/** The developer's own id of a consumer (issue 28): at most this long. */
export const CONSUMER_EXTERNAL_ID_MAX_LENGTH = 200;

/** Consumers are cursor paged, 10 a page (001 §9). */
export const CONSUMERS_PAGE_SIZE = 10;
export const CONSUMER_NAME_MAX_LENGTH = 100;

/**
 * How a consumer's API calls are counted (001 §7 Consumer usage): through passthrough, or through the unified models.
 */
export const CONSUMER_CALL_KINDS = ['connection', 'universal'] as const;
export type ConsumerCallKind = (typeof CONSUMER_CALL_KINDS)[number];
