import { Popconfirm } from 'antd';
import type { ReactElement } from 'react';

/** The confirmation before a consumer is deleted, around the button that asks for it. */
export function DeleteConsumerConfirm({
  onConfirm,
  disabled,
  children,
}: {
  onConfirm: () => Promise<void>;
  disabled?: boolean;
  children: ReactElement;
}) {
  return (
    <Popconfirm
      title="Delete this consumer?"
      description="Its connections are deleted with it."
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      disabled={disabled}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
