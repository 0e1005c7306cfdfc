import type { ONBOARDING_STEPS } from '@portal/shared/users/users.schemas';
import { paths } from './paths';

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * Where a user who left the wizard mid-way goes back to (000 §4): after naming the application, its connectors; after
 * the connectors, the consumer. Before (none, init) or once done (consumer), nowhere: the wizard starts afresh.
 */
export function resumePathOf(
  meta: { step: OnboardingStep; applicationId: string | null },
  applicationIds: readonly string[],
): string | null {
  if (!meta.applicationId || !applicationIds.includes(meta.applicationId)) return null;
  if (meta.step === 'application_name') return paths.setupWizard.connectors({ applicationId: meta.applicationId });
  if (meta.step === 'connectors') return paths.setupWizard.consumer({ applicationId: meta.applicationId });
  return null;
}

const RESUMED_KEY = 'portal.setupResumed';

/** The Dashboard sends a user back into an unfinished wizard once per tab, not on every visit. */
export function takeResumeTurn(): boolean {
  try {
    if (sessionStorage.getItem(RESUMED_KEY)) return false;
    sessionStorage.setItem(RESUMED_KEY, '1');
    return true;
  } catch {
    return false;
  }
}
