import { apiConnector, basicAuth } from '../catalog/connector-kinds';
import { hostPartSetting, secretSetting, textSetting } from '../catalog/settings-fields';

/** 001 §5: a leading http(s):// and the company domain suffix are stripped from the domain before saving. */
export function normalizeVeloryDomain(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/.*$/, '')
    .replace(/\.velory\.[a-z]+$/i, '');
}

export default apiConnector({
  serviceId: 'velory',
  name: 'Velory',
  description:
    'Velory is a Swedish platform for the lifecycle of IT equipment: ordering, assigning, tracking and returning company devices.',
  docUrl: 'https://www.velory.se',
  unifiedApi: 'AM',
  brandColour: '#2b2d6e',
  settings: {
    domain: hostPartSetting('Domain', 'Your company’s Velory domain, e.g. acme for acme.velory.se.'),
    username: textSetting('Admin user', 'The email of a Velory user with the administrator role.'),
    password: secretSetting('Password', 'That administrator’s password.'),
  },
  normalizeSettings: (settings) =>
    typeof settings.domain === 'string' ? { ...settings, domain: normalizeVeloryDomain(settings.domain) } : settings,
  auth: basicAuth('{username}', '{password}'),
  urls: { api: 'https://{domain}.velory.se' },
  check: { unavailable: 'Velory publishes no API reference.' },
  notes: ['Velory needs an admin user.'],
});
