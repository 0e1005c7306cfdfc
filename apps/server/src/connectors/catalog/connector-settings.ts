import { MASKED_SECRET } from '@portal/shared/connectors/connectors.constants';
import type { z } from 'zod';
import type { Connector, ConnectorSettings } from './connector-types';

/** Settings fit for an answer: every secret that has a value reads as MASKED_SECRET. */
export function maskSettings(connector: Connector, settings: ConnectorSettings): ConnectorSettings {
  const masked: ConnectorSettings = { ...settings };
  for (const name of connector.secretSettings) {
    if (masked[name] !== undefined && masked[name] !== null && masked[name] !== '') masked[name] = MASKED_SECRET;
  }
  return masked;
}

/**
 * The settings to validate when a form is saved: a secret sent back masked (or left out) keeps its stored value,
 * so a form can show masked secrets and save other fields without the user typing the secrets again.
 */
export function mergeSettings(
  connector: Connector,
  stored: ConnectorSettings,
  incoming: ConnectorSettings,
): ConnectorSettings {
  const merged: ConnectorSettings = { ...stored, ...incoming };
  for (const name of connector.secretSettings) {
    if (incoming[name] === undefined || incoming[name] === MASKED_SECRET) {
      if (stored[name] === undefined) delete merged[name];
      else merged[name] = stored[name];
    }
  }
  return merged;
}

export type SettingsValidation =
  { success: true; settings: ConnectorSettings } | { success: false; issues: Array<{ path: string; message: string }> };

/** Normalizes (connector-specific) and validates settings against the connector's zod schema. */
export function validateSettings(connector: Connector, settings: ConnectorSettings): SettingsValidation {
  const normalized = connector.normalizeSettings ? connector.normalizeSettings(settings) : settings;
  const parsed = connector.settings.safeParse(normalized);
  if (parsed.success) return { success: true, settings: parsed.data as ConnectorSettings };
  return {
    success: false,
    issues: parsed.error.issues.map((issue: z.core.$ZodIssue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    })),
  };
}
