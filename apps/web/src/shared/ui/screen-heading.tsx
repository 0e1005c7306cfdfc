import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

const TITLE_BLOCK = { display: 'flex', flexDirection: 'column', minWidth: 0, maxWidth: '100%' } as const;

/**
 * A list screen's heading: its title, a line saying whose it is (cut with a tooltip when the application's name is
 * long) and the screen's actions, which wrap under the title on a phone.
 */
export function ScreenHeading({
  title,
  subtitle,
  tooltip,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  tooltip: string;
  children?: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
      <div style={TITLE_BLOCK}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary" ellipsis={{ tooltip }}>
          {subtitle}
        </Typography.Text>
      </div>
      {children}
    </Flex>
  );
}
