import type { RequestLog } from '@portal/shared/request-logs/request-logs.schemas';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestLogDetail } from './request-log-detail';

const log: RequestLog = {
  id: 'log-1',
  createdAt: '2026-11-20T08:30:00.000Z',
  serviceId: 'bamboohr',
  consumerId: null,
  kind: 'universal',
  request: {
    method: 'POST',
    url: '/unified/hris/employees',
    query: {},
    headers: { 'content-type': 'application/json' },
    body: '{"firstName":"Ada"}',
    truncated: false,
  },
  response: { status: 422, latencyMs: 12.6, headers: {}, body: { message: 'lastName is required' }, truncated: false },
  subRequests: [],
};

describe('RequestLogDetail (001 §2 Logs: a row opened)', () => {
  it("shows the request, the answer with its status badge and latency, bodies as formatted JSON, and 'No sub logs' without vendor calls", () => {
    render(<RequestLogDetail log={log} />);
    const detail = screen.getByTestId('log-detail');
    expect(within(detail).getByText('/unified/hris/employees')).toBeVisible();
    expect(within(detail).getByText('422')).toBeVisible();
    expect(detail).toHaveTextContent('13 ms');
    expect(within(detail).getByText(/"firstName": "Ada"/)).toBeVisible();
    expect(within(detail).getByText(/"message": "lastName is required"/)).toBeVisible();
    expect(within(detail).getByText('(empty)')).toBeVisible();
    expect(within(detail).getByText('No sub logs')).toBeVisible();
  });

  it('lists each vendor call instead when there were some', () => {
    const withVendorCall: RequestLog = {
      ...log,
      subRequests: [
        {
          startedAt: '2026-11-20T08:30:00.010Z',
          method: 'POST',
          url: 'https://api.bamboohr.com/api/gateway.php/acme/v1/employees',
          requestHeaders: {},
          requestBody: null,
          status: 500,
          responseHeaders: {},
          responseBody: null,
          truncated: false,
          latencyMs: 8,
          error: null,
        },
      ],
    };
    render(<RequestLogDetail log={withVendorCall} />);
    expect(screen.queryByText('No sub logs')).toBeNull();
    expect(screen.getAllByTestId('sub-log')).toHaveLength(1);
    expect(screen.getByTestId('sub-log')).toHaveTextContent(
      'https://api.bamboohr.com/api/gateway.php/acme/v1/employees',
    );
  });
});
