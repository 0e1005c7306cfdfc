import { PROMOTION_MESSAGES as M } from '@portal/shared/environments/environments.constants';
import type { PromotionChange } from '@portal/shared/environments/environments.schemas';
import { Alert, Button, Checkbox, Flex, Modal, Typography, type TableColumnType } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../shared/ui/data-table';
import { ChangeLines, ChangeSubject, ChangeTag } from './change-values';

interface PromotionChangesProps {
  changes: PromotionChange[];
  /** Whether the caller may apply (Owner, Admin); others read the diff only. */
  mayPromote: boolean;
  applying: boolean;
  /** Applies the ids chosen; answers the refusal's message, or null once applied. */
  onApply: (ids: string[]) => Promise<string | null>;
}

/**
 * The differences between test and live, each with a checkbox (all chosen at first, and every change that appears
 * later too), test's and live's values side by side, and Apply to live behind a confirmation.
 */
export function PromotionChanges({ changes, mayPromote, applying, onApply }: PromotionChangesProps) {
  // What the user left out, so a change that appears after a refresh is chosen like the others.
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosen = changes.filter((change) => !leftOut.has(change.id));
  const removals = chosen.filter((change) => change.change === 'remove').length;

  const toggle = (id: string, on: boolean) =>
    setLeftOut((current) => {
      const next = new Set(current);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });

  const apply = async () => {
    setConfirming(false);
    setRefusal(await onApply(chosen.map((change) => change.id)));
  };

  const columns: TableColumnType<PromotionChange>[] = [
    {
      title: 'Setting',
      key: 'subject',
      // A webhook's long URL wraps within its share instead of pushing Test and Live out of the table.
      width: 320,
      render: (_value, change) =>
        mayPromote ? (
          <Checkbox
            checked={!leftOut.has(change.id)}
            onChange={(event) => toggle(change.id, event.target.checked)}
            aria-label={`Apply ${change.id}`}
            data-testid="promotion-choose"
          >
            <ChangeSubject change={change} />
          </Checkbox>
        ) : (
          <ChangeSubject change={change} />
        ),
    },
    { title: 'In live', key: 'change', width: 130, render: (_value, change) => <ChangeTag change={change.change} /> },
    {
      title: M.test,
      key: 'test',
      render: (_value, change) => <ChangeLines lines={change.test} testId="promotion-test" />,
    },
    {
      title: M.live,
      key: 'live',
      render: (_value, change) => <ChangeLines lines={change.live} testId="promotion-live" />,
    },
  ];

  return (
    <div data-testid="promotion-changes">
      {refusal && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setRefusal(null)}
          title={refusal}
          className="promotion__alert"
          data-testid="promotion-refusal"
        />
      )}
      <Flex justify="space-between" align="center" gap={12} wrap className="promotion__bar">
        {mayPromote ? (
          <Checkbox
            checked={chosen.length === changes.length}
            indeterminate={chosen.length > 0 && chosen.length < changes.length}
            onChange={(event) => setLeftOut(event.target.checked ? new Set() : new Set(changes.map(({ id }) => id)))}
            data-testid="promotion-choose-all"
          >
            {`${chosen.length} of ${changes.length} chosen`}
          </Checkbox>
        ) : (
          <Typography.Text type="secondary" data-testid="promotion-read-only">
            {M.ownerOrAdminOnly}
          </Typography.Text>
        )}
        {mayPromote && (
          <Button
            type="primary"
            disabled={chosen.length === 0}
            loading={applying}
            onClick={() => setConfirming(true)}
            data-testid="promotion-apply"
          >
            {M.apply}
          </Button>
        )}
      </Flex>
      <DataTable<PromotionChange>
        rowKey="id"
        columns={columns}
        dataSource={changes}
        pagination={false}
        testId="promotion"
      />
      <Modal
        open={confirming}
        title={M.confirmTitle(chosen.length)}
        okText={M.apply}
        cancelText="Cancel"
        okButtonProps={{ danger: removals > 0 }}
        onOk={() => void apply()}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        {removals > 0 && <Typography.Paragraph strong>{M.confirmRemovals(removals)}</Typography.Paragraph>}
        <Typography.Paragraph>{M.confirmBody}</Typography.Paragraph>
      </Modal>
    </div>
  );
}
