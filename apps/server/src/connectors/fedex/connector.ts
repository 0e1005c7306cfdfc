import { apiConnector, clientCredentials } from '../catalog/connector-kinds';
import { clientCredentialSettings, textSetting } from '../catalog/settings-fields';

export default apiConnector({
  serviceId: 'fedex',
  name: 'FedEx',
  description:
    'FedEx is a global express carrier for parcels and freight. Its developer APIs cover rates, shipping labels, pickups and tracking.',
  docUrl: 'https://developer.fedex.com/api/en-us/catalog/authorization/v1/docs.html',
  unifiedApi: 'Shipment',
  brandColour: '#4d148c',
  settings: {
    ...clientCredentialSettings('the FedEx Developer Portal (API key and secret key of your project)'),
    accountNumber: textSetting('Account number', 'Your FedEx shipping account number.'),
  },
  // FedEx tokens last 60 minutes; the token call itself proves the key and secret.
  auth: clientCredentials(),
  urls: { api: 'https://apis.fedex.com', token: 'https://apis.fedex.com/oauth/token' },
  acceptJson: true,
});
