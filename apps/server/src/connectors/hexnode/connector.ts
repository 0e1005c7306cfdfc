import { apiConnector, authorizationHeader } from '../catalog/connector-kinds';
import { hostPartSetting, secretSetting } from '../catalog/settings-fields';

export default apiConnector({
  serviceId: 'hexnode',
  name: 'Hexnode',
  description:
    'Hexnode is a unified endpoint management platform for Android, iOS, macOS, Windows, tvOS and kiosk devices.',
  docUrl: 'https://www.hexnode.com/mobile-device-management/help/hexnode-mdm-api-documentation/',
  unifiedApi: 'MDM',
  brandColour: '#0d9cd8',
  settings: {
    portalName: hostPartSetting('Portal name', 'The part before .hexnodemdm.com in your portal address.'),
    apiKey: secretSetting('API key', 'The API key from Admin → API.'),
  },
  // Hexnode takes the bare key in the Authorization header, without a scheme.
  auth: authorizationHeader('{apiKey}'),
  urls: { api: 'https://{portalName}.hexnodemdm.com' },
  acceptJson: true,
  check: {
    path: '/api/v1/devices/',
    docUrl: 'https://www.hexnode.com/mobile-device-management/help/hexnode-mdm-api-documentation/',
  },
});
