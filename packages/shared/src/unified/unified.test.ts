import { describe, expect, it } from 'vitest';
import { UNIFIED_APIS } from '../connectors/connectors.constants';
import { employeeSchema } from './hris.schemas';
import { TRACKING_STATUSES, trackingSchema } from './shipment.schemas';
import {
  findUnifiedModel,
  UNIFIED_API_DESCRIPTIONS,
  unifiedApiDescription,
  unifiedModelJsonSchema,
} from './unified-apis';

describe('unified API descriptions', () => {
  it('describe every category once, with paths under its own segment', () => {
    expect(UNIFIED_API_DESCRIPTIONS.map((entry) => entry.unifiedApi).sort()).toEqual([...UNIFIED_APIS].sort());
    const hris = unifiedApiDescription('HRIS');
    expect(hris.models[0]?.endpoints.map(({ body: _body, ...endpoint }) => endpoint)).toEqual([
      { operation: 'list', method: 'GET', path: '/hris/employees', summary: 'List employees' },
      { operation: 'get', method: 'GET', path: '/hris/employees/{id}', summary: 'Get one employee' },
      { operation: 'create', method: 'POST', path: '/hris/employees', summary: 'Create employee' },
      { operation: 'update', method: 'PATCH', path: '/hris/employees/{id}', summary: 'Update employee' },
      {
        operation: 'update',
        method: 'POST',
        path: '/hris/employees/{id}/terminate',
        summary: 'Terminate an employee (end the employment)',
        action: 'terminate',
      },
    ]);
    expect(findUnifiedModel('Shipment', 'trackings')?.endpoints.map((endpoint) => endpoint.path)).toEqual([
      '/shipment/trackings/{id}',
    ]);
    expect(findUnifiedModel('ATS', 'candidates')?.endpoints[0]?.path).toBe('/ats/candidates');
  });

  it('give every model a JSON Schema with id, remoteId and the optional remoteData', () => {
    for (const api of UNIFIED_API_DESCRIPTIONS) {
      for (const model of api.models) {
        const schema = unifiedModelJsonSchema(model) as { properties: Record<string, unknown>; required: string[] };
        expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['id', 'remoteId', 'remoteData']));
        expect(schema.required).toEqual(expect.arrayContaining(['id', 'remoteId']));
        expect(schema.required).not.toContain('remoteData');
      }
    }
  });
});

describe('unified models', () => {
  it('accept an employee with employments and a manager, and refuse one without remoteId', () => {
    const employee = {
      id: '7',
      remoteId: '7',
      employeeNumber: 'E7',
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada Lovelace',
      workEmail: 'ada@example.com',
      employmentStatus: 'ACTIVE',
      startDate: '2020-01-01',
      terminationDate: null,
      department: 'Engineering',
      workLocation: 'London',
      manager: { id: '1', remoteId: '1', name: 'Charles Babbage' },
      employments: [
        {
          jobTitle: 'Engineer',
          payRate: 100,
          payPeriod: 'YEAR',
          payCurrency: 'GBP',
          employmentType: 'FULL_TIME',
          effectiveDate: '2020-01-01',
        },
      ],
    };
    expect(employeeSchema.parse(employee).manager?.name).toBe('Charles Babbage');
    const { remoteId: _omitted, ...withoutRemoteId } = employee;
    expect(employeeSchema.safeParse(withoutRemoteId).success).toBe(false);
  });

  it('limit tracking states to the five unified ones', () => {
    expect(TRACKING_STATUSES).toEqual(['PENDING', 'PROCESSING', 'IN_TRANSIT', 'DELIVERED', 'EXCEPTION']);
    const base = {
      id: 'x',
      remoteId: 'x',
      trackingNumber: 'x',
      statusText: null,
      service: null,
      estimatedDelivery: null,
      deliveredAt: null,
      from: null,
      to: null,
      packages: 1,
      events: [],
    };
    expect(trackingSchema.safeParse({ ...base, status: 'IN_TRANSIT' }).success).toBe(true);
    expect(trackingSchema.safeParse({ ...base, status: 'EN_ROUTE' }).success).toBe(false);
  });
});
