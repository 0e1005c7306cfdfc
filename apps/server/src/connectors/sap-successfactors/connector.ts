import { apiConnector } from '../catalog/connector-kinds';
import { secretSetting, textSetting, urlSetting } from '../catalog/settings-fields';

/**
 * SuccessFactors issues OAuth tokens for a SAML assertion signed with the key of a registered client
 * (grant urn:ietf:params:oauth:grant-type:saml2-bearer at /oauth/token).
 */
export default apiConnector({
  serviceId: 'sap-successfactors',
  name: 'SAP',
  description:
    'SAP SuccessFactors is SAP’s cloud HR suite: employee central, recruiting, learning and performance for large enterprises. Its OData API is reached with OAuth 2.0 SAML bearer assertions.',
  docUrl:
    'https://help.sap.com/docs/SAP_SUCCESSFACTORS_PLATFORM/d599f15995d348a1b45ba5603e2aba9b/d9a9545305004187986c866de2b66987.html',
  unifiedApi: 'HRIS',
  brandColour: '#0070f2',
  settings: {
    apiServer: urlSetting('API server', 'The API server of your data centre, e.g. https://api4.successfactors.com.'),
    companyId: textSetting('Company ID', 'Your SuccessFactors company ID.'),
    clientId: textSetting('API key', 'The API key of the OAuth client registered in SuccessFactors.'),
    userId: textSetting('User ID', 'The API user the assertion is issued for.'),
    privateKey: secretSetting('Private key', 'The PEM private key of the registered X.509 certificate.'),
  },
  auth: { kind: 'oauth2SamlBearer' },
  urls: { api: '{apiServer}', token: '{apiServer}/oauth/token' },
  acceptJson: true,
  check: {
    path: '/odata/v2/User',
    query: { $top: '1', $select: 'userId', $format: 'json' },
    docUrl: 'https://api.sap.com/api/PLTUserManagement/overview',
  },
  notes: [
    'Employees are read from the OData v2 User entity (current state; no end date or pay): connectors/sap-successfactors/README.md.',
  ],
});
