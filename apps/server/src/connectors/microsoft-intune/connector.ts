import { microsoftGraphConnector } from '../catalog/connector-kinds';

export default microsoftGraphConnector({
  serviceId: 'microsoft-intune',
  name: 'Microsoft Intune',
  description:
    'Microsoft Intune is Microsoft’s cloud endpoint management for Windows, macOS, iOS and Android devices. Managed devices are read through Microsoft Graph with an app registration.',
  docUrl: 'https://learn.microsoft.com/en-us/graph/api/resources/intune-devices-manageddevice',
  unifiedApi: 'MDM',
  brandColour: '#0063b1',
  check: {
    path: '/v1.0/deviceManagement/managedDevices',
    query: { $top: '1', $select: 'id' },
    docUrl: 'https://learn.microsoft.com/en-us/graph/api/intune-devices-manageddevice-list',
  },
});
