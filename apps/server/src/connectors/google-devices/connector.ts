import { googleAdminConnector } from '../catalog/connector-kinds';

export default googleAdminConnector({
  serviceId: 'google-devices',
  name: 'Google devices',
  description:
    'Google Workspace endpoint management: the mobile and ChromeOS devices of a Workspace account, read through the Admin SDK Directory API after an administrator’s consent.',
  docUrl: 'https://developers.google.com/workspace/admin/directory/reference/rest/v1/mobiledevices',
  unifiedApi: 'MDM',
  brandColour: '#4285f4',
  scopes: [
    'https://www.googleapis.com/auth/admin.directory.device.mobile.readonly',
    'https://www.googleapis.com/auth/admin.directory.device.chromeos.readonly',
  ],
  // Once consented, the cheapest read proves the token (refreshed with the client's secret) still works.
  check: {
    path: '/admin/directory/v1/customer/my_customer/devices/mobile',
    query: { maxResults: '1' },
    docUrl: 'https://developers.google.com/workspace/admin/directory/reference/rest/v1/mobiledevices/list',
  },
});
