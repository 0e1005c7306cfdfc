import { apiConnector } from '../catalog/connector-kinds';
import { secretSetting, textSetting } from '../catalog/settings-fields';

export default apiConnector({
  serviceId: 'bring',
  name: 'Bring',
  description:
    'Bring is the parcel and logistics brand of Posten Norge, shipping across the Nordics. Its APIs cover booking, shipping guide, tracking and labels.',
  docUrl: 'https://developer.bring.com/api/',
  unifiedApi: 'Shipment',
  brandColour: '#7bc144',
  settings: {
    mybringUid: textSetting('Mybring user', 'The email address of the Mybring user that owns the API key.'),
    apiKey: secretSetting('API key', 'The API key of that user (Mybring → Settings → API).'),
    customerNumber: textSetting('Customer number', 'The Bring customer number the user may act for.'),
  },
  auth: { kind: 'apiKey', in: 'header', name: 'X-Mybring-API-Key', value: '{apiKey}' },
  urls: { api: 'https://api.bring.com' },
  headers: { 'X-Mybring-API-Uid': '{mybringUid}', 'X-Bring-Client-URL': 'https://portal.invalid' },
  acceptJson: true,
  // The Customer Info API lists the customer numbers of the API user: cheap and authenticated.
  check: { path: '/customer/api/customers', docUrl: 'https://developer.bring.com/api/customerinfo' },
});
