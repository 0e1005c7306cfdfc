import { apiConnector, basicAuth } from '../catalog/connector-kinds';
import { secretSetting, textSetting } from '../catalog/settings-fields';

export default apiConnector({
  serviceId: 'hibob',
  name: 'Hibob',
  description:
    'Hibob (bob) is an HR platform for modern, mid-size companies: people data, onboarding, time off, performance and compensation.',
  docUrl: 'https://apidocs.hibob.com/docs/getting-started',
  unifiedApi: 'HRIS',
  brandColour: '#e2246e',
  settings: {
    serviceUserId: textSetting(
      'Service user ID',
      'The ID of an API service user (Settings → Integrations → Service users).',
    ),
    serviceUserToken: secretSetting('Service user token', 'The token of that service user.'),
  },
  auth: basicAuth('{serviceUserId}', '{serviceUserToken}'),
  urls: { api: 'https://api.hibob.com' },
  acceptJson: true,
  check: { path: '/v1/company/people/fields', docUrl: 'https://apidocs.hibob.com/reference/get_company-people-fields' },
});
