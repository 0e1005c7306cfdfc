import './page-loader.css';

interface PageLoaderProps {
  label?: string;
}

/** A full-area spinner without antd, so it can show before any screen chunk has loaded. */
export function PageLoader({ label = 'Loading' }: PageLoaderProps) {
  return (
    <div className="page-loader" role="status" aria-label={label} data-testid="page-loader">
      <span className="page-loader__spinner" aria-hidden="true" />
    </div>
  );
}
