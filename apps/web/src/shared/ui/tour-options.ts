import type { Options } from 'react-joyride';

/**
 * Every tour's settings (000 §9): scroll offset 20, duration 300, spotlight padding 10, tooltip width 380, beacon size
 * 36.
 */
export const TOUR_OPTIONS: Partial<Options> = {
  scrollOffset: 20,
  scrollDuration: 300,
  spotlightPadding: 10,
  width: 380,
  beaconSize: 36,
  buttons: ['back', 'skip', 'primary'],
  skipBeacon: true,
  primaryColor: 'var(--portal-primary)',
  backgroundColor: 'var(--portal-bg-elevated)',
  arrowColor: 'var(--portal-bg-elevated)',
  textColor: 'var(--portal-text)',
  zIndex: 1100,
};

/** Skipping any tour marks the three guides completed (000 §4, 001 §4). */
export const ALL_GUIDES = {
  completedDashboard: true,
  completedCreateApplication: true,
  completedConsumer: true,
} as const;

/** A tour target that is not on the page is only warned in the console (000 §8). */
export function warnMissingTarget(tour: string, target: unknown): void {
  console.warn(`${tour} tour: no element for ${String(target)}`);
}
