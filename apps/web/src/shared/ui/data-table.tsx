import { Button, Card, Empty, Grid, Pagination, Spin, Table, type TableColumnType, type TableProps } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import dataTableStyles from './data-table.css?inline';
import { addScreenStyles } from './screen-styles';

addScreenStyles('data-table', dataTableStyles);

/** The column whose buttons act on the row: kept in view, fixed on the right of the table and at the foot of a card. */
export const ACTIONS_COLUMN = 'actions';

export type DataTableProps<T> = Omit<TableProps<T>, 'columns' | 'rowKey' | 'dataSource'> & {
  columns: TableColumnType<T>[];
  dataSource: readonly T[];
  rowKey: keyof T & string;
  /** Names the views for tests: `<testId>-table`, and on a phone `<testId>-cards` with a `<testId>-card` per row. */
  testId: string;
};

/** What a column shows for a row, as the table would show it. */
function cellOf<T>(column: TableColumnType<T>, record: T, index: number): ReactNode {
  const dataIndex = column.dataIndex;
  const value =
    typeof dataIndex === 'string' || typeof dataIndex === 'number'
      ? (record as Record<string, unknown>)[dataIndex]
      : undefined;
  return column.render ? (column.render(value, record, index) as ReactNode) : (value as ReactNode);
}

const keyOf = <T,>(column: TableColumnType<T>, index: number): Key =>
  column.key ?? (typeof column.dataIndex === 'string' ? column.dataIndex : index);

/**
 * One row as a card: its first column as the heading, the others as labelled fields, the row's actions and details at
 * its foot.
 */
function RowCard<T>({
  record,
  index,
  columns,
  expand,
  testId,
}: {
  record: T;
  index: number;
  columns: TableColumnType<T>[];
  expand?: (record: T) => ReactNode;
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const [heading, ...rest] = columns;
  const actions = rest.find((column) => column.key === ACTIONS_COLUMN);
  const fields = rest.filter((column) => column !== actions);
  return (
    <Card size="small" className="data-card" data-testid={`${testId}-card`}>
      {heading && <div className="data-card__heading">{cellOf(heading, record, index)}</div>}
      <dl className="data-card__fields">
        {fields.map((column, position) => (
          <div key={keyOf(column, position)} className="data-card__field">
            <dt>{column.title as ReactNode}</dt>
            <dd>{cellOf(column, record, index) ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {(actions || expand) && (
        <div className="data-card__foot">
          {actions && cellOf(actions, record, index)}
          {expand && (
            <Button
              type="link"
              size="small"
              className="data-card__toggle"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
              data-testid={`${testId}-card-details`}
            >
              {open ? 'Hide details' : 'Show details'}
            </Button>
          )}
        </div>
      )}
      {expand && open && <div className="data-card__details">{expand(record)}</div>}
    </Card>
  );
}

/**
 * A list of rows: antd's Table from 768 px up (its actions column fixed on the right, so the row's buttons stay in
 * view while the rest scrolls), and below 768 px (000 §9, mobile) one card per row with every field and the
 * actions in view. Used by every list with row actions or a status, so each behaves the same on a phone.
 */
export function DataTable<T extends object>({ columns, dataSource, rowKey, testId, ...table }: DataTableProps<T>) {
  const screens = Grid.useBreakpoint();
  // The table until the width is measured; the cards once it is known to be a phone's.
  if (screens.md === false) {
    const { loading, locale, pagination, expandable } = table;
    const expand = expandable?.expandedRowRender
      ? (record: T) => expandable.expandedRowRender!(record, 0, 0, true)
      : undefined;
    return (
      <Spin spinning={Boolean(loading)}>
        {dataSource.length === 0 ? (
          <div data-testid={`${testId}-cards`}>
            {(typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText) ?? <Empty />}
          </div>
        ) : (
          <div className="data-cards" data-testid={`${testId}-cards`}>
            {dataSource.map((record, index) => (
              <RowCard
                key={String(record[rowKey])}
                record={record}
                index={index}
                columns={columns}
                expand={expand}
                testId={testId}
              />
            ))}
          </div>
        )}
        {pagination && (
          <Pagination
            size="small"
            align="center"
            className="data-cards__pages"
            current={pagination.current}
            pageSize={pagination.pageSize}
            total={pagination.total}
            onChange={pagination.onChange}
            hideOnSinglePage={pagination.hideOnSinglePage}
            showSizeChanger={false}
          />
        )}
      </Spin>
    );
  }
  return (
    <Table<T>
      rowKey={rowKey}
      columns={columns.map((column) => (column.key === ACTIONS_COLUMN ? { fixed: 'right', ...column } : column))}
      dataSource={dataSource}
      scroll={{ x: 'max-content' }}
      {...table}
      data-testid={`${testId}-table`}
    />
  );
}
