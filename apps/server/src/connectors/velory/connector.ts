import { fileDropConnector } from '../catalog/connector-kinds';
import { hostPartSetting } from '../catalog/settings-fields';

/** 001 §5: a leading http(s):// and the company domain suffix are stripped from the domain before saving. */
export function normalizeVeloryDomain(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/.*$/, '')
    .replace(/\.velory\.[a-z]+$/i, '');
}

/**
 * Velory publishes no API: its device register is exported by an administrator and delivered as files (layout in
 * file-layout.ts). The domain of 001 §5 names the Velory account the exports come from; nothing is called with it
 * (docs/decisions.md, "Velory answers from delivered files").
 */
export default fileDropConnector({
  serviceId: 'velory',
  name: 'Velory',
  description:
    'Velory is a Swedish platform for the lifecycle of IT equipment: ordering, assigning, tracking and returning company devices. It has no public API: its device register is delivered as files.',
  docUrl: 'https://www.velory.se',
  unifiedApi: 'AM',
  brandColour: '#2b2d6e',
  settings: {
    domain: hostPartSetting(
      'Domain',
      'Your company’s Velory domain, e.g. acme for acme.velory.se: the account the device register exports come from.',
    ),
  },
  normalizeSettings: (settings) =>
    typeof settings.domain === 'string' ? { ...settings, domain: normalizeVeloryDomain(settings.domain) } : settings,
  notes: ['Velory needs an admin user.'],
});
