import { fileDropConnector } from '../catalog/connector-kinds';

export default fileDropConnector({
  serviceId: 'webmercs',
  name: 'Webmercs',
  description:
    'Webmercs is a Nordic webshop platform for IT resellers. It offers no public API (only an administrator login), so it delivers its files to our FTP server.',
  docUrl: 'https://www.webmercs.com',
  brandColour: '#f26522',
});
