import { apiConnector } from '../catalog/connector-kinds';
import { secretSetting } from '../catalog/settings-fields';

export default apiConnector({
  serviceId: 'postnord',
  name: 'Postnord',
  description:
    'PostNord is the Swedish-Danish postal and logistics group delivering parcels and letters across the Nordics. Its developer portal offers track and trace by shipment or item id.',
  docUrl: 'https://developer.postnord.com/api/docs/tracking',
  unifiedApi: 'Shipment',
  brandColour: '#00a0d6',
  settings: {
    apiKey: secretSetting('API key', 'The API key of your application on PostNord’s developer portal.'),
  },
  auth: { kind: 'apiKey', in: 'query', name: 'apikey', value: '{apiKey}' },
  urls: { api: 'https://api2.postnord.com' },
  // A lookup of an id that does not exist answers an empty list with a valid key and 401/403 with a wrong one.
  check: {
    path: '/rest/shipment/v5/trackandtrace/findByIdentifier.json',
    query: { id: '00000000000000000000', locale: 'en' },
    docUrl: 'https://developer.postnord.com/api/docs/tracking',
  },
});
