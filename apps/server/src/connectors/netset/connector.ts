import { fileDropConnector } from '../catalog/connector-kinds';

export default fileDropConnector({
  serviceId: 'netset',
  name: 'Netset',
  description:
    'Netset supplies IT products to businesses. We could not find a public API or documentation; it delivers its files to our FTP server.',
  docUrl: 'https://www.netset.se',
  brandColour: '#1b3d6d',
});
