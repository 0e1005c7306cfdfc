import {
  PROMOTION_CHANGE_LABELS,
  PROMOTION_KIND_LABELS,
  type PromotionChangeType,
} from '@portal/shared/environments/environments.constants';
import type { PromotionChange } from '@portal/shared/environments/environments.schemas';
import { Tag, Typography } from 'antd';

const CHANGE_COLOURS: Record<PromotionChangeType, string> = { add: 'green', change: 'blue', remove: 'red' };

/** What applying a change does to live, as a coloured tag. */
export function ChangeTag({ change }: { change: PromotionChangeType }) {
  return (
    <Tag color={CHANGE_COLOURS[change]} data-testid="promotion-change-tag">
      {PROMOTION_CHANGE_LABELS[change]}
    </Tag>
  );
}

/** A change's readable value in one environment: a line each. */
export function ChangeLines({ lines, testId }: { lines: string[]; testId: string }) {
  return (
    <div className="promotion__lines" data-testid={testId}>
      {lines.map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </div>
  );
}

/** What a change is about: the connector or URL, its kind and model or API. */
export function ChangeSubject({ change }: { change: PromotionChange }) {
  return (
    <span className="promotion__subject">
      <Typography.Text strong className="promotion__subject-name" data-testid="promotion-subject">
        {change.subject}
      </Typography.Text>
      <Typography.Text type="secondary">
        {PROMOTION_KIND_LABELS[change.kind]} · {change.detail}
      </Typography.Text>
    </span>
  );
}
