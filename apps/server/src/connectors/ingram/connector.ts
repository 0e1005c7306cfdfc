import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { apiConnector, clientCredentials } from '../catalog/connector-kinds';
import { clientCredentialSettings, textSetting } from '../catalog/settings-fields';

export default apiConnector({
  serviceId: 'ingram',
  name: 'Ingram Micro',
  description:
    'Ingram Micro is one of the world’s largest distributors of IT products. Its Xvantage reseller API gives the catalogue, your prices and stock per warehouse, and ordering.',
  docUrl: 'https://developer.ingrammicro.com/reseller/api-documentation',
  unifiedApi: 'Distributor',
  brandColour: '#005ba6',
  settings: {
    ...clientCredentialSettings('the Ingram Micro developer portal (My apps)'),
    customerNumber: textSetting('Customer number', 'Your Ingram Micro customer number, e.g. 20-222222.'),
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Country code must be two letters')
      .meta({ title: 'Country code', description: 'The two-letter ISO code of your Ingram Micro country, e.g. US.' }),
  },
  auth: clientCredentials(),
  urls: { api: 'https://api.ingrammicro.com', token: 'https://api.ingrammicro.com/oauth/oauth20/token' },
  headers: { 'IM-CustomerNumber': '{customerNumber}', 'IM-CountryCode': '{countryCode}' },
  acceptJson: true,
  // Every call carries its own correlation id (at most 32 characters).
  perRequestHeaders: () => ({ 'IM-CorrelationID': randomUUID().replace(/-/g, '') }),
  check: {
    path: '/resellers/v6/catalog',
    query: { pageSize: '1', pageNumber: '1' },
    docUrl: 'https://developer.ingrammicro.com/reseller/api-documentation/United_States#tag/Product-Catalog',
  },
});
