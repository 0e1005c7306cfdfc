import { UNIFIED_API_LABELS, type UnifiedApi } from '@portal/shared/connectors/connectors.constants';

/**
 * How a unified API is named in a list to choose from: its name and what it stands for ('HRIS · HR information
 * systems'), or the name alone where both are the same word ('Shipment', not 'Shipment · Shipment').
 */
export function unifiedApiLabel(api: UnifiedApi): string {
  const meaning = UNIFIED_API_LABELS[api];
  return meaning === api ? api : `${api} · ${meaning}`;
}
