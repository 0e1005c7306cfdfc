import { StepHeading, useTranslate } from './ui';

interface DoneStepProps {
  serviceName: string;
  appName: string;
  /** The page is about to go back to the app (redirect): say so instead of "close this page". */
  leaving: boolean;
}

/** Step 4: done. */
export function DoneStep({ serviceName, appName, leaving }: DoneStepProps) {
  const t = useTranslate();
  return (
    <section aria-labelledby="done-heading" class="done">
      <div class="done-mark" aria-hidden="true">
        ✓
      </div>
      <StepHeading id="done-heading">{t('doneTitle', { service: serviceName })}</StepHeading>
      <p role="status">{leaving ? t('redirecting', { app: appName }) : t('doneText')}</p>
    </section>
  );
}
