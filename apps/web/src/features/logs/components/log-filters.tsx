import { UNIFIED_APIS } from '@portal/shared/connectors/connectors.constants';
import { DatePicker, Flex, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { unifiedApiLabel } from '../../../shared/connectors/unified-api-label';

/** What the filters give the tables: ISO dates, a service id, an API. */
export interface FilterValues {
  unifiedApi?: string | undefined;
  serviceId?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** 001 §5, log date filters. */
export const DATE_RULES = {
  startAfterEnd: 'The start must not be after the end',
  startInFuture: 'The start must not be in the future',
  endBeforeStart: 'The end must not be before the start',
  endInFuture: 'The end must not be in the future',
} as const;

/** Which rule a pair of dates breaks, for each end (none: undefined). */
export function dateProblems(from: Dayjs | null | undefined, to: Dayjs | null | undefined, now = dayjs()) {
  return {
    from:
      from && from.isAfter(now)
        ? DATE_RULES.startInFuture
        : from && to && from.isAfter(to)
          ? DATE_RULES.startAfterEnd
          : undefined,
    to:
      to && to.isAfter(now)
        ? DATE_RULES.endInFuture
        : from && to && to.isBefore(from)
          ? DATE_RULES.endBeforeStart
          : undefined,
  };
}

/**
 * The Logs filters (001 §2): API (the connector categories), serviceId, date from and date to. A date that breaks
 * a rule says so under it and is not applied; days that would break one cannot be picked.
 */
export function LogFilters({
  serviceId,
  onChange,
}: {
  serviceId?: string | undefined;
  onChange: (values: FilterValues) => void;
}) {
  const [api, setApi] = useState<string | undefined>();
  const [service, setService] = useState(serviceId ?? '');
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const problems = dateProblems(from, to);

  useEffect(() => setService(serviceId ?? ''), [serviceId]);
  useEffect(() => {
    if (problems.from || problems.to) return;
    onChange({
      unifiedApi: api,
      serviceId: service.trim() || undefined,
      dateFrom: from?.toISOString(),
      dateTo: to?.toISOString(),
    });
    // `problems` follows from the dates; `onChange` is the parent's setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, service, from, to]);

  return (
    <Form layout="vertical" component={false}>
      <Flex gap={12} wrap align="flex-start" className="logs__filters" data-testid="log-filters">
        <Form.Item label="API" style={{ marginBottom: 0 }}>
          <Select
            allowClear
            aria-label="API"
            placeholder="All APIs"
            style={{ width: 200 }}
            value={api}
            onChange={setApi}
            options={UNIFIED_APIS.map((value) => ({ value, label: unifiedApiLabel(value) }))}
            data-testid="filter-api"
          />
        </Form.Item>
        <Form.Item label="Service ID" style={{ marginBottom: 0 }}>
          <Input.Search
            allowClear
            aria-label="Service ID"
            placeholder="e.g. bamboohr"
            style={{ width: 200 }}
            defaultValue={service}
            onSearch={setService}
            data-testid="filter-service"
          />
        </Form.Item>
        <Form.Item
          label="Date from"
          style={{ marginBottom: 0 }}
          validateStatus={problems.from ? 'error' : undefined}
          help={problems.from}
        >
          <DatePicker
            showTime
            aria-label="Date from"
            value={from}
            onChange={setFrom}
            disabledDate={(day) => day.isAfter(dayjs(), 'day') || (to !== null && day.isAfter(to, 'day'))}
            data-testid="filter-from"
          />
        </Form.Item>
        <Form.Item
          label="Date to"
          style={{ marginBottom: 0 }}
          validateStatus={problems.to ? 'error' : undefined}
          help={problems.to}
        >
          <DatePicker
            showTime
            aria-label="Date to"
            value={to}
            onChange={setTo}
            disabledDate={(day) => day.isAfter(dayjs(), 'day') || (from !== null && day.isBefore(from, 'day'))}
            data-testid="filter-to"
          />
        </Form.Item>
      </Flex>
    </Form>
  );
}
