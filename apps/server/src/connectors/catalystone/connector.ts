import { apiConnector, clientCredentials } from '../catalog/connector-kinds';
import { clientCredentialSettings, urlSetting } from '../catalog/settings-fields';

/** CatalystOne publishes no API reference; its customers receive the API and token addresses at onboarding. */
export default apiConnector({
  serviceId: 'catalystone',
  name: 'CatalystOne',
  description:
    'CatalystOne is a Nordic HR suite covering core HR, performance, compensation and onboarding for mid-size and large organisations.',
  docUrl: 'https://www.catalystone.com',
  unifiedApi: 'HRIS',
  brandColour: '#00a19a',
  settings: {
    apiUrl: urlSetting('API address', 'The API address CatalystOne gave you.'),
    tokenUrl: urlSetting('Token address', 'The OAuth 2.0 token address CatalystOne gave you.'),
    ...clientCredentialSettings('CatalystOne'),
  },
  auth: clientCredentials(),
  urls: { api: '{apiUrl}', token: '{tokenUrl}' },
  check: { unavailable: 'No public API reference: only obtaining a token is checked.' },
});
