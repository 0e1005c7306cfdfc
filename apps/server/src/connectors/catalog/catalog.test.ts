import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MASKED_SECRET, UNIFIED_APIS } from '@portal/shared/connectors/connectors.constants';
import { describe, expect, it } from 'vitest';
import { connectorSchema } from '@portal/shared/connectors/connectors.schemas';
import { CONNECTORS, getConnector, listConnectors } from './catalog';
import { connectorAnswer } from './connector-answer';
import { maskSettings, mergeSettings, validateSettings } from './connector-settings';
import { monogramOf } from './logo';

const connectorsDir = fileURLToPath(new URL('..', import.meta.url));

/** The 31 services of spec 001 §1, by the service ids we gave them. */
const SPEC_SERVICES = [
  'azure-directory',
  'azure-oidc',
  'azure-saml',
  'bamboohr',
  'bring',
  'catalystone',
  'deel',
  'dustin',
  'fedex',
  'github-oidc',
  'google-devices',
  'google-oidc',
  'google-saml',
  'google-workspace',
  'haileyhr',
  'hexnode',
  'hibob',
  'ingram',
  'inrego',
  'jamf',
  'kandji',
  'microsoft-intune',
  'netset',
  'posti',
  'postnord',
  'servicenow',
  'teamtailor',
  'velory',
  'webmercs',
  'okta-saml',
  'sap-successfactors',
];

describe('connector catalog', () => {
  it('holds the 31 services of the spec, each from its own folder', () => {
    const folders = readdirSync(connectorsDir).filter((name) => existsSync(`${connectorsDir}/${name}/connector.ts`));
    expect(folders.sort()).toEqual([...SPEC_SERVICES].sort());
    expect(CONNECTORS.map((connector) => connector.serviceId).sort()).toEqual([...SPEC_SERVICES].sort());
    expect(listConnectors().map((connector) => connector.name)).toEqual(
      [...CONNECTORS].map((connector) => connector.name).sort((a, b) => a.localeCompare(b)),
    );
  });

  it('describes every connector fully', () => {
    for (const connector of CONNECTORS) {
      expect(connector.id).toBe(connector.serviceId);
      expect(UNIFIED_APIS).toContain(connector.unifiedApi);
      expect(['oauth2', 'basic', 'none']).toContain(connector.authType);
      expect(connector.docUrl).toMatch(/^https:\/\//);
      const sentences = connector.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, connector.serviceId).toBeGreaterThanOrEqual(1);
      expect(sentences.length, connector.serviceId).toBeLessThanOrEqual(3);
      expect(connector.settingsSchema).toMatchObject({ type: 'object' });
      expect(Buffer.from(connector.logo.split(',')[1]!, 'base64').toString()).toContain(
        `>${monogramOf(connector.name)}</text>`,
      );
    }
  });

  it('gives every API-key and basic connector a credential check, or says why there is none', () => {
    for (const connector of CONNECTORS.filter((entry) => ['apiKey', 'basic'].includes(entry.auth.kind))) {
      expect(connector.credentialCheck, connector.serviceId).toBeDefined();
    }
    expect(getConnector('bamboohr')?.credentialCheck).toMatchObject({ method: 'GET', path: '/v1/meta/fields' });
  });

  it('marks the vendors without an API as receiving files: four distributors and Velory (AM)', () => {
    const receiving = CONNECTORS.filter((connector) => connector.receivesFiles).map((connector) => connector.serviceId);
    expect(receiving.sort()).toEqual(['dustin', 'inrego', 'netset', 'velory', 'webmercs']);
    expect(getConnector('velory')).toMatchObject({ unifiedApi: 'AM', authKind: 'files', secretSettings: [] });
  });

  it('maps auth kinds to the spec’s auth types', () => {
    expect(getConnector('github-oidc')?.authType).toBe('oauth2');
    expect(getConnector('google-oidc')?.authType).toBe('oauth2');
    expect(getConnector('bamboohr')?.authType).toBe('basic');
    expect(getConnector('jamf')?.authKind).toBe('oauth2ClientCredentials');
    expect(getConnector('dustin')?.authType).toBe('none');
    expect(getConnector('okta-saml')?.settingsSchema).toMatchObject({ required: ['idpMetadata'] });
  });

  it('answers every connector in the shared schema, as plain JSON', () => {
    for (const connector of CONNECTORS) {
      const answer = connectorAnswer(connector);
      expect(connectorSchema.parse(JSON.parse(JSON.stringify(answer)))).toEqual(answer);
    }
    expect(connectorAnswer(getConnector('kandji')!)).toMatchObject({
      hasAdapter: true,
      hasSimulator: true,
      authType: 'basic',
      authKind: 'apiKey',
    });
    expect(connectorAnswer(getConnector('okta-saml')!)).toMatchObject({ hasAdapter: false, hasSimulator: false });
    // A file connector's sandbox is a generated sample file: test connects it without credentials too.
    expect(connectorAnswer(getConnector('dustin')!)).toMatchObject({ receivesFiles: true, hasSimulator: true });
  });

  it('carries the notes of the spec', () => {
    expect(getConnector('velory')?.notes).toContain('Velory needs an admin user.');
    const personal = CONNECTORS.filter((connector) =>
      connector.notes.some((note) => note.includes('personal API key')),
    );
    expect(personal.map((connector) => connector.serviceId).sort()).toEqual(['bamboohr', 'deel', 'haileyhr']);
  });
});

describe('connector settings', () => {
  const bamboohr = getConnector('bamboohr')!;

  it('mark secrets writeOnly in the JSON Schema and mask them in answers', () => {
    expect(bamboohr.secretSettings).toEqual(['apiKey']);
    expect((bamboohr.settingsSchema.properties as Record<string, object>).apiKey).toMatchObject({
      writeOnly: true,
      title: 'API key',
    });
    expect(maskSettings(bamboohr, { companyDomain: 'acme', apiKey: 'k-123' })).toEqual({
      companyDomain: 'acme',
      apiKey: MASKED_SECRET,
    });
  });

  it('keep a stored secret when the form sends it back masked', () => {
    const merged = mergeSettings(
      bamboohr,
      { companyDomain: 'acme', apiKey: 'k-123' },
      { companyDomain: 'acme2', apiKey: MASKED_SECRET },
    );
    expect(merged).toEqual({ companyDomain: 'acme2', apiKey: 'k-123' });
    expect(mergeSettings(bamboohr, { apiKey: 'old' }, { apiKey: 'new' }).apiKey).toBe('new');
  });

  it('validate with the fields’ own messages', () => {
    const result = validateSettings(bamboohr, { companyDomain: 'acme corp', apiKey: '' });
    expect(result).toEqual({
      success: false,
      issues: [
        { path: 'companyDomain', message: 'Company domain may hold only letters, digits and hyphens' },
        { path: 'apiKey', message: 'API key is required' },
      ],
    });
  });

  it('strip a scheme and the company domain suffix from Velory’s domain before saving', () => {
    const velory = getConnector('velory')!;
    const result = validateSettings(velory, { domain: 'https://acme.velory.se/login' });
    expect(result).toEqual({ success: true, settings: { domain: 'acme' } });
  });
});
