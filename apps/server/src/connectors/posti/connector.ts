import { apiConnector, clientCredentials } from '../catalog/connector-kinds';
import { clientCredentialSettings } from '../catalog/settings-fields';

export default apiConnector({
  serviceId: 'posti',
  name: 'Posti',
  description:
    'Posti is the Finnish postal and logistics company, delivering parcels and freight in Finland and the Baltics. Its APIs cover shipping, pickup points and tracking.',
  docUrl: 'https://api.posti.fi/',
  unifiedApi: 'Shipment',
  brandColour: '#ff8c00',
  settings: clientCredentialSettings('Posti’s API portal'),
  auth: clientCredentials('client_secret_basic'),
  urls: { api: 'https://gateway.posti.fi', token: 'https://oauth2.posti.com/oauth/token' },
  acceptJson: true,
});
