import type { ConnectService } from '@portal/shared/connect/connect.schemas';
import { describe, expect, it } from 'vitest';
import { fieldProblems, formFields, initialValues, settingsToSend } from './fields';

type ServiceForm = Pick<ConnectService, 'settingsSchema' | 'secretSettings' | 'authKind'>;

// The schemas as the catalog answers them (apps/server/src/connectors/*/connector.ts).
const bamboohr: ServiceForm = {
  authKind: 'basic',
  secretSettings: ['apiKey'],
  settingsSchema: {
    type: 'object',
    properties: {
      companyDomain: {
        type: 'string',
        minLength: 1,
        pattern: '^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$',
        title: 'Company domain',
        description: 'The part before .bamboohr.com in your BambooHR address.',
      },
      apiKey: { type: 'string', minLength: 1, title: 'API key', description: 'An API key.', writeOnly: true },
    },
    required: ['companyDomain', 'apiKey'],
  },
};

const kandji: ServiceForm = {
  authKind: 'apiKey',
  secretSettings: ['apiToken'],
  settingsSchema: {
    type: 'object',
    properties: {
      subdomain: { type: 'string', title: 'Subdomain' },
      region: { default: 'us', title: 'Region', type: 'string', enum: ['us', 'eu'] },
      apiToken: { type: 'string', title: 'API token', writeOnly: true },
      pageSize: { type: 'integer', title: 'Page size' },
      verbose: { type: 'boolean', title: 'Verbose', default: false },
    },
    required: ['subdomain', 'apiToken'],
  },
};

const oktaSaml: ServiceForm = {
  authKind: 'samlMetadata',
  secretSettings: [],
  settingsSchema: {
    type: 'object',
    properties: {
      idpMetadata: { type: 'string', title: 'IdP metadata', contentMediaType: 'application/samlmetadata+xml' },
      ssoUrl: { title: 'SSO URL', readOnly: true, type: 'string' },
      ipEntityId: { title: 'IdP entity ID', readOnly: true, type: 'string' },
    },
    required: ['idpMetadata'],
  },
};

describe('a service form from its settings schema', () => {
  it('has a field per property in order, with the vendor’s title and help, secrets as secrets', () => {
    expect(formFields(bamboohr)).toEqual([
      {
        name: 'companyDomain',
        kind: 'text',
        title: 'Company domain',
        description: 'The part before .bamboohr.com in your BambooHR address.',
        required: true,
        pattern: '^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$',
        url: false,
        choices: [],
        defaultValue: null,
      },
      expect.objectContaining({ name: 'apiKey', kind: 'secret', title: 'API key', required: true }),
    ]);
  });

  it('reads choices, numbers, booleans and defaults', () => {
    const fields = formFields(kandji);
    expect(fields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['subdomain', 'text', true],
      ['region', 'choice', false],
      ['apiToken', 'secret', true],
      ['pageSize', 'number', false],
      ['verbose', 'boolean', false],
    ]);
    expect(fields[1]).toMatchObject({ choices: ['us', 'eu'], defaultValue: 'us' });
    expect(initialValues(fields, null)).toEqual({
      subdomain: '',
      region: 'us',
      apiToken: '',
      pageSize: '',
      verbose: false,
    });
  });

  it('leaves out what the server fills from SAML metadata, and takes the metadata as a document', () => {
    expect(formFields(oktaSaml).map((field) => [field.name, field.kind])).toEqual([['idpMetadata', 'metadata']]);
  });

  it('has no fields for OAuth (the developer’s own OAuth app), files and services without credentials', () => {
    const googleWorkspace: ServiceForm = {
      authKind: 'oauth2AuthorizationCode',
      secretSettings: ['clientSecret'],
      settingsSchema: {
        type: 'object',
        properties: { clientId: { type: 'string' }, clientSecret: { type: 'string' } },
      },
    };
    expect(formFields(googleWorkspace)).toEqual([]);
    expect(formFields({ ...googleWorkspace, authKind: 'files' })).toEqual([]);
  });

  it('prefills a test session with the sandbox values', () => {
    const fields = formFields(bamboohr);
    expect(initialValues(fields, { companyDomain: 'sandbox', apiKey: 'sandbox-key' })).toEqual({
      companyDomain: 'sandbox',
      apiKey: 'sandbox-key',
    });
  });

  it('finds required fields left empty and patterns not met before sending', () => {
    const fields = formFields(bamboohr);
    expect(fieldProblems(fields, { companyDomain: '  ', apiKey: '' })).toEqual({
      companyDomain: 'required',
      apiKey: 'required',
    });
    expect(fieldProblems(fields, { companyDomain: 'acme.bamboohr.com', apiKey: 'k' })).toEqual({
      companyDomain: 'invalid',
    });
    // The server's check of a host part ignores case; so does the page's.
    expect(fieldProblems(fields, { companyDomain: 'Acme', apiKey: 'k' })).toEqual({});
    expect(fieldProblems(formFields(kandji), { subdomain: 'a', apiToken: 't', pageSize: 'ten' })).toEqual({
      pageSize: 'invalid',
    });
  });

  it('sends trimmed text, numbers as numbers, booleans, and leaves out empty optional fields', () => {
    expect(
      settingsToSend(formFields(kandji), {
        subdomain: ' acme ',
        region: 'eu',
        apiToken: 'token',
        pageSize: '',
        verbose: true,
      }),
    ).toEqual({ subdomain: 'acme', region: 'eu', apiToken: 'token', verbose: true });
    expect(settingsToSend(formFields(kandji), { subdomain: 'a', region: 'us', apiToken: 't', pageSize: '50' })).toEqual(
      { subdomain: 'a', region: 'us', apiToken: 't', pageSize: 50 },
    );
  });
});
