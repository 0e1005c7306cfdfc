import { z } from 'zod';
import { apiConnector, bearerToken } from '../catalog/connector-kinds';
import { hostPartSetting, secretSetting } from '../catalog/settings-fields';

export default apiConnector({
  serviceId: 'kandji',
  name: 'Kandji',
  description:
    'Kandji is an Apple device management and security platform with zero-touch deployment, blueprints and compliance automation.',
  docUrl: 'https://api-docs.kandji.io/',
  unifiedApi: 'MDM',
  brandColour: '#1d1d1b',
  settings: {
    subdomain: hostPartSetting('Subdomain', 'The part before .kandji.io in your Kandji address.'),
    region: z.enum(['us', 'eu']).default('us').meta({ title: 'Region', description: 'Where your tenant is hosted.' }),
    apiToken: secretSetting('API token', 'An API token (Settings → Access → API token) with device permissions.'),
  },
  urlParams: (settings) => ({ regionHost: settings.region === 'eu' ? 'api.eu' : 'api' }),
  auth: bearerToken('apiToken'),
  urls: { api: 'https://{subdomain}.{regionHost}.kandji.io' },
  acceptJson: true,
  check: { path: '/api/v1/devices', query: { limit: '1' }, docUrl: 'https://api-docs.kandji.io/#list-devices' },
});
