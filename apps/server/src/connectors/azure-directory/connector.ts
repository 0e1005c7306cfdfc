import { microsoftGraphConnector } from '../catalog/connector-kinds';

export default microsoftGraphConnector({
  serviceId: 'azure-directory',
  name: 'Azure directory',
  description:
    'Microsoft Entra ID (formerly Azure Active Directory) is Microsoft’s cloud identity service. Its directory of users and groups is read through Microsoft Graph with an app registration.',
  docUrl: 'https://learn.microsoft.com/en-us/graph/api/resources/users',
  unifiedApi: 'SSO',
  brandColour: '#0078d4',
  check: {
    path: '/v1.0/users',
    query: { $top: '1', $select: 'id' },
    docUrl: 'https://learn.microsoft.com/en-us/graph/api/user-list',
  },
});
