import { apiConnector, clientCredentials } from '../catalog/connector-kinds';
import { clientCredentialSettings, urlSetting } from '../catalog/settings-fields';

/**
 * CatalystOne documents its OAuth 2.0 authentication publicly; customers receive the API and token addresses (and the
 * employee resource's reference) at onboarding: see README.md for what the adapter assumes.
 */
export default apiConnector({
  serviceId: 'catalystone',
  name: 'CatalystOne',
  description:
    'CatalystOne is a Nordic HR suite covering core HR, performance, compensation and onboarding for mid-size and large organisations.',
  docUrl: 'https://developer.catalystone.com/authentication',
  unifiedApi: 'HRIS',
  brandColour: '#00a19a',
  settings: {
    apiUrl: urlSetting('API address', 'The API address CatalystOne gave you.'),
    tokenUrl: urlSetting('Token address', 'The OAuth 2.0 token address CatalystOne gave you.'),
    ...clientCredentialSettings('CatalystOne'),
  },
  auth: clientCredentials(),
  urls: { api: '{apiUrl}', token: '{tokenUrl}' },
  acceptJson: true,
  check: { unavailable: 'No public API reference: only obtaining a token is checked.' },
  notes: [
    'The employee resource (paths, paging, fields) is assumed, its reference not being public: connectors/catalystone/README.md.',
  ],
});
