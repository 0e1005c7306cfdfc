import { Button, Flex } from 'antd';

/** Previous and Next of a cursor-paged list (001 §9), shown only when there is another page. */
export function CursorButtons({
  meta,
  onCursor,
  testId,
  size,
}: {
  meta: { next: string | null; previous: string | null };
  onCursor: (cursor: string) => void;
  testId: string;
  size?: 'small';
}) {
  if (!meta.previous && !meta.next) return null;
  return (
    <Flex justify="flex-end" gap={8} style={{ marginTop: size ? 8 : 16 }}>
      <Button
        size={size}
        disabled={!meta.previous}
        onClick={() => onCursor(meta.previous!)}
        data-testid={`${testId}-previous`}
      >
        Previous
      </Button>
      <Button size={size} disabled={!meta.next} onClick={() => onCursor(meta.next!)} data-testid={`${testId}-next`}>
        Next
      </Button>
    </Flex>
  );
}
