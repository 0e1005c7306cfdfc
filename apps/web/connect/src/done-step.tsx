import type { ConnectResult } from '@portal/shared/connect/connect.schemas';
import { CopyValue, StepHeading, useTranslate } from './ui';

interface DoneStepProps {
  serviceName: string;
  appName: string;
  result: ConnectResult;
  /** The page is about to go back to the app (redirect): say so instead of "close this page". */
  leaving: boolean;
  /** FTP credentials were shown: Continue hands over to the app once they are copied. */
  onContinue: (() => void) | null;
}

/** Step 4: done, and for a files service the FTP credentials, shown this once. */
export function DoneStep({ serviceName, appName, result, leaving, onContinue }: DoneStepProps) {
  const t = useTranslate();
  return (
    <section aria-labelledby="done-heading" class="done">
      <div class="done-mark" aria-hidden="true">
        ✓
      </div>
      <StepHeading id="done-heading">{t('doneTitle', { service: serviceName })}</StepHeading>
      {result.ftp ? (
        <div class="panel">
          <h2>{t('ftpTitle')}</h2>
          <p class="notice">{t('ftpOnce')}</p>
          <CopyValue label={t('ftpHost')} value={result.ftp.host} />
          <CopyValue label={t('ftpPort')} value={String(result.ftp.port)} />
          <CopyValue label={t('ftpUsername')} value={result.ftp.username} />
          <CopyValue label={t('ftpPassword')} value={result.ftp.password} />
        </div>
      ) : null}
      {onContinue ? (
        <button type="button" class="primary" onClick={onContinue}>
          {t('continue')}
        </button>
      ) : (
        <p role="status">{leaving ? t('redirecting', { app: appName }) : t('doneText')}</p>
      )}
    </section>
  );
}
