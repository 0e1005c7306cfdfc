import { Alert, Button } from 'antd';
import { toApiError } from '../lib/api-error';

interface LoadErrorProps {
  /** What could not be loaded, as a sentence: 'We could not load your profile'. */
  title: string;
  /** The RTK Query error; its message is shown below the title. */
  error: unknown;
  retrying?: boolean;
  onRetry: () => void;
  'data-testid'?: string;
}

/** A section that failed to load: what failed, why, and a way to try again. */
export function LoadError({ title, error, retrying = false, onRetry, 'data-testid': testId }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={toApiError(error).message}
      data-testid={testId}
      action={
        <Button size="small" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
