import { apiConnector, bearerToken } from '../catalog/connector-kinds';
import { PERSONAL_API_KEY_NOTE } from '../catalog/define-connector';
import { secretSetting } from '../catalog/settings-fields';

export default apiConnector({
  serviceId: 'deel',
  name: 'Deel',
  description:
    'Deel runs global payroll, employer-of-record and contractor payments, so companies can hire and pay people in over 150 countries.',
  docUrl: 'https://developer.deel.com/docs/api-tokens-1',
  unifiedApi: 'HRIS',
  brandColour: '#15357a',
  settings: {
    apiToken: secretSetting('API token', 'An organization or personal API token (Developer center → Access tokens).'),
  },
  auth: bearerToken('apiToken'),
  urls: { api: 'https://api.letsdeel.com' },
  acceptJson: true,
  check: {
    path: '/rest/v2/people',
    query: { limit: '1' },
    docUrl: 'https://developer.deel.com/reference/getpeoplelist',
  },
  notes: [
    PERSONAL_API_KEY_NOTE,
    'Each contract is an employment; only contractors have an employment type (connectors/deel/README.md).',
  ],
});
