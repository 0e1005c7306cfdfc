import { apiConnector, bearerToken } from '../catalog/connector-kinds';
import { PERSONAL_API_KEY_NOTE } from '../catalog/define-connector';
import { secretSetting, urlSetting } from '../catalog/settings-fields';

/** HaileyHR publishes no API reference; the API address (production or demo) comes with the personal token. */
export default apiConnector({
  serviceId: 'haileyhr',
  name: 'HaileyHR',
  description:
    'HaileyHR is a Swedish HR system for small and growing companies: employee records, absence, onboarding and documents.',
  docUrl: 'https://www.haileyhr.com',
  unifiedApi: 'HRIS',
  brandColour: '#ff5a5f',
  settings: {
    apiUrl: urlSetting('API address', 'The API address of your environment (production or demo).'),
    apiToken: secretSetting('Personal access token', 'A personal access token; it is valid for one year.'),
  },
  auth: bearerToken('apiToken'),
  urls: { api: '{apiUrl}' },
  check: { unavailable: 'No public API reference names an endpoint to call.' },
  notes: [PERSONAL_API_KEY_NOTE],
});
