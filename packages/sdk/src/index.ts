export {
  type AnswerOf,
  type InputOf,
  type ItemOf,
  type OperationId,
  type PagedOperationId,
  type UnifiedClient,
  type UnifiedClientOptions,
  createUnifiedClient,
} from './client';
export * from './errors';
export { type Credentials, type RetryOptions, retryAfterMs, transportFetch } from './transport';
export { OPERATIONS } from './generated/operations';
export type { components, operations, paths } from './generated/unified';
