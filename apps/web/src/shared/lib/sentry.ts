/**
 * The part of `@sentry/react` error-reporting.ts uses, imported by name so the build leaves the rest out (a dynamic
 * import of the whole package kept every export of it). Loaded only by error-reporting.ts's dynamic import: its own chunk.
 */
export { browserTracingIntegration, captureException, init, replayIntegration } from '@sentry/react';
