import { apiConnector, authorizationHeader } from '../catalog/connector-kinds';
import { secretSetting } from '../catalog/settings-fields';

export default apiConnector({
  serviceId: 'teamtailor',
  name: 'Teamtailor',
  description:
    'Teamtailor is a recruitment platform and applicant tracking system with career sites, job ads and candidate pipelines, popular in the Nordics.',
  docUrl: 'https://docs.teamtailor.com/',
  unifiedApi: 'ATS',
  brandColour: '#f4396e',
  settings: {
    apiKey: secretSetting('API key', 'An admin API key (Settings → Integrations → API keys) with read access.'),
  },
  auth: authorizationHeader('Token token={apiKey}'),
  urls: { api: 'https://api.teamtailor.com' },
  // Teamtailor versions its API by date; the version we read is pinned here.
  headers: { 'X-Api-Version': '20240404', Accept: 'application/vnd.api+json' },
  check: { path: '/v1/company', docUrl: 'https://docs.teamtailor.com/#company' },
});
