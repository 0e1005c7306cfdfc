import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../http/connector-error';
import { decodeCursor, encodeCursor, sliceAll } from './run-adapter';
import { applyFieldMappings, readPath } from './field-mappings';

describe('cursors', () => {
  it('round-trip and refuse a cursor of another vendor, model or a forged one', () => {
    const cursor = encodeCursor({ s: 'kandji', m: 'devices', p: '300', n: 300 });
    expect(decodeCursor(cursor, 'kandji', 'devices')).toEqual({ s: 'kandji', m: 'devices', p: '300', n: 300 });
    for (const [value, service, model] of [
      [cursor, 'jamf', 'devices'],
      [cursor, 'kandji', 'employees'],
      ['not-a-cursor', 'kandji', 'devices'],
    ] as const) {
      const error = (() => {
        try {
          decodeCursor(value, service, model);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(ConnectorError);
      expect(error).toMatchObject({ code: 'INVALID_CURSOR', statusCode: 400 });
    }
  });

  it('cut pages from vendors that answer everything at once', () => {
    const all = Array.from({ length: 7 }, (_, index) => index);
    expect(sliceAll(all, { position: undefined, size: 3 })).toEqual({ records: [0, 1, 2], next: '3' });
    expect(sliceAll(all, { position: '6', size: 3 })).toEqual({ records: [6], next: null });
  });
});

describe('field mappings', () => {
  const raw = { work: { customColumns: { column_1: 'CC-42' } }, items: [{ itemId: 'A1' }], site: 'Oslo' };

  it('read vendor paths with dots and array indexes', () => {
    expect(readPath(raw, 'work.customColumns.column_1')).toBe('CC-42');
    expect(readPath(raw, 'items[0].itemId')).toBe('A1');
    expect(readPath(raw, 'items[3].itemId')).toBeUndefined();
  });

  it('write unified and custom fields, skip absent sources and never touch the identity', () => {
    const record = { id: '1', remoteId: '1', department: 'Sales', workLocation: null as string | null };
    const mapped = applyFieldMappings(record, raw, [
      { from: 'site', to: 'workLocation' },
      { from: 'work.customColumns.column_1', to: 'customFields.costCenter' },
      { from: 'items[0].itemId', to: 'custom_fields.firstItem' },
      { from: 'missing.path', to: 'department' },
      { from: 'site', to: 'id' },
    ]);
    expect(mapped).toEqual({
      id: '1',
      remoteId: '1',
      department: 'Sales',
      workLocation: 'Oslo',
      customFields: { costCenter: 'CC-42', firstItem: 'A1' },
    });
    expect(record.workLocation).toBeNull();
  });
});
