import { googleAdminConnector } from '../catalog/connector-kinds';

export default googleAdminConnector({
  serviceId: 'google-workspace',
  name: 'Google Workspace',
  description:
    'Google Workspace is Google’s suite of business apps with its own directory of users, groups and organizational units, read through the Admin SDK Directory API.',
  docUrl: 'https://developers.google.com/workspace/admin/directory/reference/rest/v1/users',
  unifiedApi: 'SSO',
  brandColour: '#34a853',
  scopes: [
    'https://www.googleapis.com/auth/admin.directory.user.readonly',
    'https://www.googleapis.com/auth/admin.directory.group.readonly',
  ],
  check: { unavailable: 'OAuth 2.0: the connection is proven by the administrator’s consent.' },
});
