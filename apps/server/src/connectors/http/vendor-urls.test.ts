import { describe, expect, it } from 'vitest';
import { getConnector } from '../catalog/catalog';
import { connectorEnvName, joinUrl, vendorUrl } from './vendor-urls';

const connector = (serviceId: string) => getConnector(serviceId)!;

describe('vendor URLs', () => {
  it('fill tenant placeholders from the settings', () => {
    expect(vendorUrl(connector('bamboohr'), 'api', { companyDomain: 'acme', apiKey: 'k' }, {})).toBe(
      'https://api.bamboohr.com/api/gateway.php/acme',
    );
    expect(vendorUrl(connector('kandji'), 'api', { subdomain: 'acme', region: 'eu', apiToken: 't' }, {})).toBe(
      'https://acme.api.eu.kandji.io',
    );
    expect(vendorUrl(connector('jamf'), 'token', { instanceName: 'acme' }, {})).toBe(
      'https://acme.jamfcloud.com/api/oauth/token',
    );
  });

  it('name the override variable in upper case with underscores', () => {
    expect(connectorEnvName('azure-saml', 'BASE_URL')).toBe('CONNECTOR_AZURE_SAML_BASE_URL');
    expect(connectorEnvName('sap-successfactors', 'CLIENT_ID')).toBe('CONNECTOR_SAP_SUCCESSFACTORS_CLIENT_ID');
  });

  it('replace scheme, host and port with the override: a host tenant goes, a path tenant and the path stay', () => {
    const env = { CONNECTOR_SERVICENOW_BASE_URL: 'http://127.0.0.1:4010' };
    expect(vendorUrl(connector('servicenow'), 'api', { instance: 'acme' }, env)).toBe('http://127.0.0.1:4010');
    const bamboo = { CONNECTOR_BAMBOOHR_BASE_URL: 'http://127.0.0.1:4011' };
    expect(vendorUrl(connector('bamboohr'), 'api', { companyDomain: 'acme' }, bamboo)).toBe(
      'http://127.0.0.1:4011/api/gateway.php/acme',
    );
    const jamf = { CONNECTOR_JAMF_BASE_URL: 'http://localhost:4012/' };
    expect(vendorUrl(connector('jamf'), 'token', { instanceName: 'acme' }, jamf)).toBe(
      'http://localhost:4012/api/oauth/token',
    );
    const intune = { CONNECTOR_MICROSOFT_INTUNE_BASE_URL: 'http://127.0.0.1:4013' };
    expect(vendorUrl(connector('microsoft-intune'), 'token', { tenantId: 'contoso' }, intune)).toBe(
      'http://127.0.0.1:4013/contoso/oauth2/v2.0/token',
    );
    expect(
      vendorUrl(
        connector('google-devices'),
        'authorize',
        {},
        { CONNECTOR_GOOGLE_DEVICES_BASE_URL: 'http://127.0.0.1:1' },
      ),
    ).toBe('http://127.0.0.1:1/o/oauth2/v2/auth');
  });

  it('keep a path prefix of the override, for simulators mounted inside the portal', () => {
    const env = { CONNECTOR_KANDJI_BASE_URL: 'http://127.0.0.1:3000/sandbox/kandji' };
    expect(vendorUrl(connector('kandji'), 'api', { subdomain: 'acme' }, env)).toBe(
      'http://127.0.0.1:3000/sandbox/kandji',
    );
  });

  it('refuse a connection whose tenant setting is missing', () => {
    expect(() => vendorUrl(connector('servicenow'), 'api', {}, {})).toThrow('ServiceNow needs the setting instance');
  });

  it('append paths and repeated query parameters', () => {
    expect(joinUrl('http://h/base', '/v1/x', { section: ['GENERAL', 'HARDWARE'], page: 0, skip: undefined })).toBe(
      'http://h/base/v1/x?section=GENERAL&section=HARDWARE&page=0',
    );
  });

  it('refuse a URL that the URL parser takes off the base path or host (backslashes, tabs, dot segments)', () => {
    for (const path of [
      '/v1\\..\\..\\admin',
      '/v1/.\t./.\t./admin',
      '/v1/../../admin',
      '/../base2/x',
      '/v1/%2e%2e/%2E%2e/%2e%2e/admin',
    ]) {
      expect(() => joinUrl('http://h/base/tenant', path), path).toThrow(
        expect.objectContaining({ code: 'INVALID_VENDOR_PATH', statusCode: 400 }),
      );
    }
    expect(joinUrl('http://h/base', '/v1/../v2/x')).toBe('http://h/base/v2/x');
    expect(joinUrl('http://h', '//evil.example/x')).toBe('http://h//evil.example/x');
  });
});
