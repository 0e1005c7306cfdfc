import {
  INTEGRATION_SORTS,
  INTEGRATION_TABS,
  type IntegrationSort,
  type IntegrationTab,
} from '@portal/shared/integrations/integrations.constants';
import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';
import { UNIFIED_APIS, type UnifiedApi } from '@portal/shared/connectors/connectors.constants';
import type { Integration } from '@portal/shared/integrations/integrations.schemas';

/** A connector card: the catalog entry with the application's integration of it. */
export interface CatalogItem {
  connector: ConnectorAnswer;
  integration: Integration;
}

/** Joins the catalog with the application's integrations, in the catalog's (Default) order. */
export function catalogItems(
  connectors: readonly ConnectorAnswer[],
  integrations: readonly Integration[],
): CatalogItem[] {
  const byService = new Map(integrations.map((integration) => [integration.serviceId, integration]));
  return connectors.flatMap((connector) => {
    const integration = byService.get(connector.serviceId);
    return integration ? [{ connector, integration }] : [];
  });
}

/** Text for matching: lower case, every run of whitespace one space, trimmed. */
export const normalizeSearch = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** 001 §2: the search is case-insensitive over name, serviceId and unifiedApi, whitespace collapsed. */
export function matchesSearch({ connector }: CatalogItem, search: string): boolean {
  const wanted = normalizeSearch(search);
  if (wanted === '') return true;
  return [connector.name, connector.serviceId, connector.unifiedApi].some((field) =>
    normalizeSearch(field).includes(wanted),
  );
}

const ADDED_STATES = new Set(['added', 'callable', 'authorized']);

/**
 * 001 §2 tabs: All; Added (added, or callable/authorized); Available (available or added, and not disabled);
 * Disabled (the integration is not enabled).
 */
export function inTab({ integration }: CatalogItem, tab: IntegrationTab): boolean {
  const state = integration.connection.state;
  switch (tab) {
    case 'all':
      return true;
    case 'added':
      return ADDED_STATES.has(state);
    case 'available':
      return (state === 'available' || state === 'added') && integration.isEnabled;
    case 'disabled':
      return !integration.isEnabled;
  }
}

/** 001 §2 sorting: Default (the catalog's order), A-Z, Z-A by name. */
export function sortItems(items: CatalogItem[], sort: IntegrationSort): CatalogItem[] {
  if (sort === 'default') return items;
  const sorted = [...items].sort((a, b) =>
    a.connector.name.localeCompare(b.connector.name, 'en', { sensitivity: 'base' }),
  );
  return sort === 'za' ? sorted.reverse() : sorted;
}

/** What the list shows: filtered by sector, tab and search, then sorted. */
export interface CatalogFilters {
  search: string;
  sector: UnifiedApi | null;
  tab: IntegrationTab;
  sort: IntegrationSort;
}

export function visibleItems(items: CatalogItem[], filters: CatalogFilters): CatalogItem[] {
  const kept = items.filter(
    (item) =>
      (!filters.sector || item.connector.unifiedApi === filters.sector) &&
      inTab(item, filters.tab) &&
      matchesSearch(item, filters.search),
  );
  return sortItems(kept, filters.sort);
}

/** The filters from the URL's query (`q`, `sector`, `tab`, `sort`); unknown values fall back to the defaults. */
export function filtersFromQuery(query: URLSearchParams): CatalogFilters {
  const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
    values.includes(value as T) ? (value as T) : fallback;
  const sector = query.get('sector');
  return {
    search: query.get('q') ?? '',
    sector: UNIFIED_APIS.includes(sector as UnifiedApi) ? (sector as UnifiedApi) : null,
    tab: pick(INTEGRATION_TABS, query.get('tab'), 'all'),
    sort: pick(INTEGRATION_SORTS, query.get('sort'), 'default'),
  };
}

/** The query for the filters, leaving out defaults and keeping other parameters (e.g. `application`). */
export function queryWithFilters(current: URLSearchParams, filters: CatalogFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null, fallback: string | null) => {
    if (value === null || value === fallback || value === '') next.delete(name);
    else next.set(name, value);
  };
  set('q', filters.search, '');
  set('sector', filters.sector, null);
  set('tab', filters.tab, 'all');
  set('sort', filters.sort, 'default');
  return next;
}

/** Whether the connection has been set up (the card then offers Settings rather than Connect). */
export const isConnected = (integration: Integration) =>
  integration.isEnabled && integration.connection.state !== 'available';
