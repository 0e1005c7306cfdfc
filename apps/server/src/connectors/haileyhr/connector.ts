import { apiConnector, bearerToken } from '../catalog/connector-kinds';
import { PERSONAL_API_KEY_NOTE } from '../catalog/define-connector';
import { secretSetting, urlSetting } from '../catalog/settings-fields';

/** HaileyHR's API is described by its OpenAPI document; the address (production or demo) comes with the token. */
export default apiConnector({
  serviceId: 'haileyhr',
  name: 'HaileyHR',
  description:
    'HaileyHR is a Swedish HR system for small and growing companies: employee records, absence, onboarding and documents.',
  docUrl: 'https://api.haileyhr.app/docs/index.html',
  unifiedApi: 'HRIS',
  brandColour: '#ff5a5f',
  settings: {
    apiUrl: urlSetting('API address', 'The API address of your environment (production or demo).'),
    apiToken: secretSetting('Personal access token', 'A personal access token; it is valid for one year.'),
  },
  auth: bearerToken('apiToken'),
  urls: { api: '{apiUrl}' },
  acceptJson: true,
  check: { path: '/Company', docUrl: 'https://api.haileyhr.app/docs/index.html' },
  notes: [
    PERSONAL_API_KEY_NOTE,
    'Names of departments, locations and titles come from GET /Company; pay is not read (salary rights): connectors/haileyhr/README.md.',
  ],
});
