import { fileDropConnector } from '../catalog/connector-kinds';

export default fileDropConnector({
  serviceId: 'dustin',
  name: 'Dustin',
  description:
    'Dustin is a Nordic and Benelux reseller of IT products and services to businesses and the public sector. It has no public API: it delivers price lists, orders and invoices as files.',
  docUrl: 'https://www.dustin.se',
  brandColour: '#e2001a',
});
