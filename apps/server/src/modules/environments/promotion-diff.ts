import { PROMOTION_VALUES as V, promotionChangeId } from '@portal/shared/environments/environments.constants';
import type { PromotionChange } from '@portal/shared/environments/environments.schemas';
import type { FieldMapping } from '../../connectors/adapters/field-mappings';
import type { IntegrationSettingChange, IntegrationSettings } from '../integrations/integration-promotion';
import type { SubscriptionKey, WebhookSubscription } from '../webhooks/webhook-promotion';

/** The settings of one environment that promotion compares. */
export interface EnvironmentSettings {
  integrations: IntegrationSettings[];
  webhooks: WebhookSubscription[];
}

/** What applying a change writes into live. */
export type PromotionAction =
  | { target: 'integration'; setting: IntegrationSettingChange }
  | {
      target: 'webhook';
      key: SubscriptionKey;
      subscription: Omit<WebhookSubscription, keyof SubscriptionKey> | null;
    };

/** A change of the diff, with what applying it does. */
export interface PlannedChange {
  change: PromotionChange;
  action: PromotionAction;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);
const sorted = (items: readonly string[]) => [...items].sort();
const mappingLines = (mappings: readonly FieldMapping[]) =>
  mappings.map((mapping) => `${mapping.from} → ${mapping.to}`);
const orNone = (lines: string[], none: string) => (lines.length > 0 ? lines : [none]);
const keysOf = (...records: object[]) => [...new Set(records.flatMap((record) => Object.keys(record)))];

function integrationChanges(test: IntegrationSettings, live: IntegrationSettings): PlannedChange[] {
  const { serviceId, name } = test;
  const planned: PlannedChange[] = [];
  const enabled = (on: boolean) => [on ? V.enabled : V.disabled];
  if (test.isEnabled !== live.isEnabled)
    planned.push({
      change: {
        id: promotionChangeId.integration(serviceId),
        kind: 'integration',
        change: test.isEnabled ? 'add' : 'remove',
        subject: name,
        detail: test.unifiedApi,
        test: enabled(test.isEnabled),
        live: enabled(live.isEnabled),
      },
      action: { target: 'integration', setting: { kind: 'integration', serviceId, isEnabled: test.isEnabled } },
    });
  for (const model of keysOf(test.scope, live.scope)) {
    const [inTest, inLive] = [sorted(test.scope[model] ?? []), sorted(live.scope[model] ?? [])];
    if (sameList(inTest, inLive)) continue;
    planned.push({
      change: {
        id: promotionChangeId.scope(serviceId, model),
        kind: 'scope',
        change: 'change',
        subject: name,
        detail: model,
        test: orNone(inTest, V.noOperations),
        live: orNone(inLive, V.noOperations),
      },
      action: {
        target: 'integration',
        setting: { kind: 'scope', serviceId, model, operations: test.scope[model] ?? [] },
      },
    });
  }
  for (const model of keysOf(test.fieldMappings, live.fieldMappings)) {
    const [inTest, inLive] = [test.fieldMappings[model] ?? [], live.fieldMappings[model] ?? []];
    if (sameList(mappingLines(inTest), mappingLines(inLive))) continue;
    planned.push({
      change: {
        id: promotionChangeId.fieldMappings(serviceId, model),
        kind: 'fieldMappings',
        change: inLive.length === 0 ? 'add' : inTest.length === 0 ? 'remove' : 'change',
        subject: name,
        detail: model,
        test: orNone(mappingLines(inTest), V.noMappings),
        live: orNone(mappingLines(inLive), V.noMappings),
      },
      action: { target: 'integration', setting: { kind: 'fieldMappings', serviceId, model, mappings: inTest } },
    });
  }
  return planned;
}

function webhookLines(subscription: WebhookSubscription | undefined): string[] {
  if (!subscription) return [V.noWebhook];
  return subscription.enabled ? subscription.events : [...subscription.events, V.webhookDisabled];
}

function webhookChanges(test: WebhookSubscription[], live: WebhookSubscription[]): PlannedChange[] {
  const keyOf = (item: SubscriptionKey) => promotionChangeId.webhook(item.unifiedApi, item.deliveryUrl);
  const inTest = new Map(test.map((item) => [keyOf(item), item]));
  const inLive = new Map(live.map((item) => [keyOf(item), item]));
  const planned: PlannedChange[] = [];
  for (const id of new Set([...inTest.keys(), ...inLive.keys()])) {
    const [t, l] = [inTest.get(id), inLive.get(id)];
    if (t && l && sameList(t.events, l.events)) continue;
    const { unifiedApi, deliveryUrl } = (t ?? l)!;
    planned.push({
      change: {
        id,
        kind: 'webhook',
        change: !l ? 'add' : !t ? 'remove' : 'change',
        subject: deliveryUrl,
        detail: unifiedApi,
        test: webhookLines(t),
        live: webhookLines(l),
      },
      action: {
        target: 'webhook',
        key: { unifiedApi, deliveryUrl },
        subscription: t ? { events: t.events, enabled: t.enabled, description: t.description } : null,
      },
    });
  }
  return planned;
}

/**
 * What applying test's settings would change in live, in a stable order: each connector's integration, scopes and
 * field mappings (the catalog's order), then the webhook subscriptions.
 */
export function promotionDiff(test: EnvironmentSettings, live: EnvironmentSettings): PlannedChange[] {
  const liveIntegrations = new Map(live.integrations.map((item) => [item.serviceId, item]));
  return [
    ...test.integrations.flatMap((item) => integrationChanges(item, liveIntegrations.get(item.serviceId) ?? item)),
    ...webhookChanges(test.webhooks, live.webhooks),
  ];
}
