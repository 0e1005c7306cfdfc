/**
 * Promotion from test to live (issue 27): what differs between an application's test and live settings, and the
 * texts of the Promote screen. docs/decisions.md, "Promotion from test to live".
 */

/** What a change is about: an integration enabled, a model's scope, a model's field mappings, a webhook. */
export const PROMOTION_KINDS = ['integration', 'scope', 'fieldMappings', 'webhook'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** What applying a change does to live: adds what only test has, changes what differs, removes what test lacks. */
export const PROMOTION_CHANGES = ['add', 'change', 'remove'] as const;
export type PromotionChangeType = (typeof PROMOTION_CHANGES)[number];

/** The stable id of a change: the same thing differing gets the same id on every read. */
export const promotionChangeId = {
  integration: (serviceId: string) => `integration:${serviceId}`,
  scope: (serviceId: string, model: string) => `scope:${serviceId}:${model}`,
  fieldMappings: (serviceId: string, model: string) => `fieldMappings:${serviceId}:${model}`,
  /** A webhook subscription is its unified API and delivery URL (two APIs may share one URL). */
  webhook: (unifiedApi: string, deliveryUrl: string) => `webhook:${unifiedApi}:${deliveryUrl}`,
} as const satisfies Record<PromotionKind, (...parts: string[]) => string>;

/** The code of a refusal because the diff changed since it was read (409). */
export const PROMOTION_STALE_CODE = 'PROMOTION_STALE';

/** The promotions the record shows: the latest. */
export const PROMOTIONS_SHOWN = 100;

/** The most changes one promotion applies (more than 31 connectors × their models and 50 webhooks never differ). */
export const MAX_PROMOTION_CHANGES = 1000;

export const PROMOTION_KIND_LABELS: Record<PromotionKind, string> = {
  integration: 'Integration',
  scope: 'Scope',
  fieldMappings: 'Field mappings',
  webhook: 'Webhook',
};

export const PROMOTION_CHANGE_LABELS: Record<PromotionChangeType, string> = {
  add: 'Add to live',
  change: 'Change in live',
  remove: 'Remove from live',
};

/** The readable values of a change. */
export const PROMOTION_VALUES = {
  enabled: 'Enabled',
  disabled: 'Disabled',
  noOperations: 'No operations',
  noMappings: 'No field mappings',
  noWebhook: 'No webhook',
  webhookDisabled: 'Disabled (receives nothing)',
} as const;

export const PROMOTION_MESSAGES = {
  title: 'Promote test settings to live',
  intro:
    'What the test environment has that live has not: integrations, scopes, field mappings and webhook subscriptions. ' +
    'Secrets, connections, consumers and keys are never promoted.',
  empty: 'Test and live have the same settings',
  emptyHint: 'Change integrations or webhooks in the test environment, then promote them here.',
  loadError: 'We could not load the differences between test and live',
  apply: 'Apply to live',
  ownerOrAdminOnly: 'Only an Owner or an Admin can promote test settings to live.',
  nothingChosen: 'Choose at least one change to apply',
  confirmTitle: (count: number) =>
    `Apply ${count === 1 ? '1 change' : `${count.toLocaleString('en-US')} changes`} to live?`,
  confirmRemovals: (count: number) =>
    `${count === 1 ? '1 of them removes' : `${count.toLocaleString('en-US')} of them remove`} something from live.`,
  confirmBody: 'Live consumers are served with the new settings at once.',
  applied: (count: number) =>
    `${count === 1 ? '1 change' : `${count.toLocaleString('en-US')} changes`} applied to live`,
  stale:
    'The test or live settings changed since the differences were read: nothing was applied. Review the changes and apply again.',
  historyTitle: 'Promotions',
  historyEmpty: 'No promotions yet',
  historyError: 'We could not load the promotions',
  test: 'Test',
  live: 'Live',
} as const;
