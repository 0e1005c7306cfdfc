import { apiConnector, basicAuth } from '../catalog/connector-kinds';
import { hostPartSetting, secretSetting, textSetting } from '../catalog/settings-fields';

const TABLE_API_DOCS =
  'https://www.servicenow.com/docs/bundle/zurich-api-reference/page/integrate/inbound-rest/concept/c_TableAPI.html';

export default apiConnector({
  serviceId: 'servicenow',
  name: 'ServiceNow',
  description:
    'ServiceNow is a platform for IT service and asset management. Hardware assets live in its alm_hardware table, read through the Table API.',
  docUrl: TABLE_API_DOCS,
  unifiedApi: 'AM',
  brandColour: '#62d84e',
  settings: {
    instance: hostPartSetting('Instance', 'The part before .service-now.com in your instance address.'),
    username: textSetting('User name', 'An integration user with the asset role (read access to alm_hardware).'),
    password: secretSetting('Password', 'That user’s password.'),
  },
  auth: basicAuth('{username}', '{password}'),
  urls: { api: 'https://{instance}.service-now.com' },
  acceptJson: true,
  check: {
    path: '/api/now/table/alm_hardware',
    query: { sysparm_limit: '1', sysparm_fields: 'sys_id' },
    docUrl: TABLE_API_DOCS,
  },
});
