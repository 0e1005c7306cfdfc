import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';
import type { Connection, Integration } from '@portal/shared/integrations/integrations.schemas';
import { describe, expect, it } from 'vitest';
import { connectionBadge } from '../../../shared/connectors/connection-badge';
import { filtersFromQuery, inTab, matchesSearch, queryWithFilters, sortItems, type CatalogItem } from './catalog-view';

function item(
  name: string,
  serviceId: string,
  isEnabled: boolean,
  integrationState: Integration['state'],
  state: Connection['state'],
): CatalogItem {
  const connector = { name, serviceId, unifiedApi: 'HRIS' } as ConnectorAnswer;
  const integration = { serviceId, isEnabled, state: integrationState, connection: { state } } as Integration;
  return { connector, integration };
}

describe('connection badge (001 §4)', () => {
  it.each([
    [false, 'disabled', 'available', 'Disabled', 'error'],
    [true, 'needs_configuration', 'available', 'Need configuration', 'warning'],
    [true, 'configured', 'invalid', 'Invalid', 'error'],
    [true, 'configured', 'available', 'Processing', 'processing'],
    [true, 'configured', 'authorized', 'Authorized', 'processing'],
    [true, 'configured', 'added', 'Need configuration', 'warning'],
    [true, 'configured', 'callable', 'Success', 'success'],
  ] as const)(
    'enabled %s, integration %s, connection %s → %s (%s)',
    (enabled, integrationState, state, text, status) => {
      expect(connectionBadge(item('X', 'x', enabled, integrationState, state).integration)).toEqual({ text, status });
    },
  );
});

describe('tabs and search (001 §2)', () => {
  it('puts added, callable and authorized in Added; available or added and enabled in Available; not enabled in Disabled', () => {
    const tabsOf = (entry: CatalogItem) =>
      (['added', 'available', 'disabled'] as const).filter((tab) => inTab(entry, tab));
    expect(tabsOf(item('A', 'a', true, 'configured', 'added'))).toEqual(['added', 'available']);
    expect(tabsOf(item('A', 'a', true, 'configured', 'callable'))).toEqual(['added']);
    expect(tabsOf(item('A', 'a', true, 'configured', 'authorized'))).toEqual(['added']);
    expect(tabsOf(item('A', 'a', true, 'needs_configuration', 'available'))).toEqual(['available']);
    expect(tabsOf(item('A', 'a', false, 'disabled', 'available'))).toEqual(['disabled']);
    expect(tabsOf(item('A', 'a', true, 'configured', 'invalid'))).toEqual([]);
  });

  it('matches name, serviceId and unifiedApi case-insensitively with whitespace collapsed, and sorts A-Z and Z-A', () => {
    const hibob = item('Hi  Bob', 'hibob', true, 'configured', 'callable');
    expect(['hi bob', ' HI   bob ', 'HIBOB', 'hris', ''].map((search) => matchesSearch(hibob, search))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(matchesSearch(hibob, 'bamboo')).toBe(false);
    const items = [
      item('beta', 'b', true, 'configured', 'added'),
      item('Alpha', 'a', true, 'configured', 'added'),
      item('gamma', 'g', true, 'configured', 'added'),
    ];
    expect(sortItems(items, 'az').map((entry) => entry.connector.name)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(sortItems(items, 'za').map((entry) => entry.connector.name)).toEqual(['gamma', 'beta', 'Alpha']);
    expect(sortItems(items, 'default')).toBe(items);
  });

  it('reads and writes the filters in the URL, keeping other parameters and leaving defaults out', () => {
    const query = new URLSearchParams('application=app-1&tab=nonsense&sector=SSO');
    const filters = filtersFromQuery(query);
    expect(filters).toEqual({ search: '', sector: 'SSO', tab: 'all', sort: 'default' });
    expect(queryWithFilters(query, { ...filters, search: 'okta', sort: 'za', sector: null }).toString()).toBe(
      'application=app-1&q=okta&sort=za',
    );
  });
});
