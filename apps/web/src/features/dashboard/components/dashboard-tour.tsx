import { EVENTS, Joyride, STATUS, type EventData, type Step } from 'react-joyride';
import { useMemo } from 'react';
import { useCompleteGuidesMutation } from '../../../shared/api/users';
import { ALL_GUIDES, TOUR_OPTIONS, warnMissingTarget } from '../../../shared/ui/tour-options';

/** Below this width the side menu is hidden behind its button (000 §2): the navigation step is left out. */
const MOBILE_MAX_WIDTH = 768;

const STEPS: Array<Step & { desktopOnly?: boolean }> = [
  // The first step keeps the page at its top (the welcome row in view), not the counts under the sticky header.
  {
    target: '[data-tour="dashboard-statistics"]',
    scrollTarget: '[data-tour="dashboard-welcome"]',
    title: 'Statistics',
    content: 'Your consumers, integrations and webhooks at a glance; each opens its page.',
  },
  {
    target: '[data-tour="dashboard-usage-graph"]',
    title: 'API usage',
    content: 'Requests to the unified API per day over the last 30 days.',
  },
  {
    target: '[data-testid="current-application"]',
    title: 'Current application',
    content: 'Switch between your applications here; every page shows the current one.',
  },
  // The side menu stays put while the page scrolls (sticky): the tooltip is placed beside it, fixed too.
  {
    target: '[data-testid="side-menu"] .ant-menu',
    title: 'Navigation',
    content: 'Credentials, integrations, consumers, webhooks, logs and the explorer.',
    placement: 'right-start',
    isFixed: true,
    desktopOnly: true,
  },
  {
    target: '[data-tour="dashboard-plan"]',
    title: 'Plan, settings and team',
    content:
      'Your plan and usage; Plan & Billing and Account Settings are where you change the plan and invite your team.',
  },
];

/**
 * The dashboard tour (000 §4, 001 §4: 5 steps, final button Done), shown while the dashboard guide is not completed.
 * Skip marks all three guides completed, finishing marks the dashboard guide; a missing target is only warned.
 * react-joyride comes with this chunk only.
 */
export default function DashboardTour() {
  const [complete] = useCompleteGuidesMutation();
  const steps = useMemo(() => STEPS.filter((step) => !(step.desktopOnly && window.innerWidth <= MOBILE_MAX_WIDTH)), []);
  const onEvent = (data: EventData) => {
    if (data.type === EVENTS.TARGET_NOT_FOUND) warnMissingTarget('Dashboard', data.step.target);
    if (data.type !== EVENTS.TOUR_END) return;
    if (data.status === STATUS.SKIPPED) void complete(ALL_GUIDES);
    else if (data.status === STATUS.FINISHED) void complete({ completedDashboard: true });
  };
  return (
    <Joyride
      run
      continuous
      steps={steps}
      options={TOUR_OPTIONS}
      locale={{ last: 'Done', skip: 'Skip', back: 'Back', next: 'Next' }}
      onEvent={onEvent}
    />
  );
}
