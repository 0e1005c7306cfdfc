import { apiConnector, basicAuth } from '../catalog/connector-kinds';
import { PERSONAL_API_KEY_NOTE } from '../catalog/define-connector';
import { hostPartSetting, secretSetting } from '../catalog/settings-fields';

export default apiConnector({
  serviceId: 'bamboohr',
  name: 'BambooHR',
  description:
    'BambooHR is HR software for small and medium businesses: employee records, hiring, onboarding, time off and payroll in one place.',
  docUrl: 'https://documentation.bamboohr.com/docs/getting-started',
  unifiedApi: 'HRIS',
  brandColour: '#73c41d',
  settings: {
    companyDomain: hostPartSetting('Company domain', 'The part before .bamboohr.com in your BambooHR address.'),
    apiKey: secretSetting('API key', 'An API key created under your name in BambooHR (My account → API keys).'),
  },
  // BambooHR takes the key as the Basic user name; the password is any text ("x" in its examples).
  auth: basicAuth('{apiKey}', 'x'),
  urls: { api: 'https://api.bamboohr.com/api/gateway.php/{companyDomain}' },
  acceptJson: true,
  check: {
    path: '/v1/meta/fields',
    docUrl: 'https://documentation.bamboohr.com/reference/metadata-get-a-list-of-fields',
  },
  notes: [PERSONAL_API_KEY_NOTE],
});
