import type { Failure } from './api';
import type { MessageKey } from './messages';
import { StepHeading, useTranslate } from './ui';

const TEXTS: Record<Failure, [MessageKey, MessageKey]> = {
  invalid: ['invalidTitle', 'invalidText'],
  expired: ['expiredTitle', 'expiredText'],
  used: ['usedTitle', 'usedText'],
  revoked: ['revokedTitle', 'revokedText'],
  rateLimited: ['rateLimitedTitle', 'rateLimitedText'],
  network: ['networkTitle', 'networkText'],
  unknown: ['unknownTitle', 'unknownText'],
};

/** Failures that may pass: the page offers Try again. A link that no longer works cannot be retried. */
const RETRYABLE: Failure[] = ['rateLimited', 'network', 'unknown'];

/** The page when the link cannot be used, or the session could not be loaded. */
export function FailurePage({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  const t = useTranslate();
  const [title, text] = TEXTS[failure];
  return (
    <section aria-labelledby="failure-heading" class="failure" data-failure={failure}>
      <StepHeading id="failure-heading">{t(title)}</StepHeading>
      <p>{t(text)}</p>
      {RETRYABLE.includes(failure) ? (
        <button type="button" class="primary" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      ) : null}
    </section>
  );
}
