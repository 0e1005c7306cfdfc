import { INTEGRATION_REQUEST_TEXTS as T } from '@portal/shared/integration-requests/integration-requests.schemas';
import { Typography } from 'antd';

/**
 * The heading and thank-you text of both request routes (000 §2): a text block 60 % wide, at least 600 px (the screen's
 * width on a phone).
 */
export function RequestIntro() {
  return (
    <div style={{ width: '60%', minWidth: 'min(600px, 100%)' }} data-testid="request-intro">
      <Typography.Title level={2}>{T.heading}</Typography.Title>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
    </div>
  );
}
