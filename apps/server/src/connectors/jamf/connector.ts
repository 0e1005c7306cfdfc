import { apiConnector, clientCredentials } from '../catalog/connector-kinds';
import { clientCredentialSettings, hostPartSetting } from '../catalog/settings-fields';

export default apiConnector({
  serviceId: 'jamf',
  name: 'Jamf',
  description:
    'Jamf Pro manages Apple devices (Mac, iPhone, iPad, Apple TV) in organisations: enrolment, inventory, configuration and security.',
  docUrl: 'https://developer.jamf.com/jamf-pro/docs/client-credentials',
  unifiedApi: 'MDM',
  brandColour: '#4a4a4a',
  settings: {
    instanceName: hostPartSetting('Instance name', 'The part before .jamfcloud.com in your Jamf Pro address.'),
    ...clientCredentialSettings('Jamf Pro (Settings → API roles and clients)'),
  },
  auth: clientCredentials(),
  urls: { api: 'https://{instanceName}.jamfcloud.com', token: 'https://{instanceName}.jamfcloud.com/api/oauth/token' },
  acceptJson: true,
  check: {
    path: '/api/v1/jamf-pro-version',
    docUrl: 'https://developer.jamf.com/jamf-pro/reference/get_v1-jamf-pro-version',
  },
});
