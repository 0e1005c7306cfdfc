import { fileDropConnector } from '../catalog/connector-kinds';

export default fileDropConnector({
  serviceId: 'inrego',
  name: 'Inrego',
  description:
    'Inrego is a Swedish company that buys, refurbishes and resells used IT equipment. It has no public API: it delivers its files to our FTP server.',
  docUrl: 'https://www.inrego.se',
  brandColour: '#00a651',
});
