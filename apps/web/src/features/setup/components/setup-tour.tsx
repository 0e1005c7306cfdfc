import { EVENTS, Joyride, STATUS, type EventData, type Step } from 'react-joyride';
import { useCompleteGuidesMutation } from '../../../shared/api/users';
import { ALL_GUIDES, TOUR_OPTIONS, warnMissingTarget } from '../../../shared/ui/tour-options';

/** The last screen's steps leave the page usable: no overlay to click through, no focus held in the tooltip. */
const OPTIONS_STAY_USABLE = { hideOverlay: true, disableFocusTrap: true } as const;

/** The onboarding tour's 9 steps (001 §4) over the wizard's four screens, by screen. */
const STEPS: ReadonlyArray<ReadonlyArray<Step>> = [
  [
    {
      target: '[data-tour="setup-steps"]',
      title: 'Four steps',
      content: 'An application, its integrations, a consumer, and you are ready to call the API.',
    },
    {
      target: '[data-tour="setup-application-name"]',
      title: 'Name your application',
      content: 'One per product or environment; the name can be anything your team recognises.',
    },
  ],
  [
    {
      target: '[data-tour="setup-connectors"]',
      title: 'Integrations',
      content: 'The services your product connects to. Switch on the ones you need; the plan says how many.',
    },
    {
      target: '[data-tour="setup-continue"]',
      title: 'Continue',
      content: 'You can change integrations later on the Integrations page.',
    },
  ],
  [
    {
      target: '[data-tour="setup-consumer-name"]',
      title: 'A consumer',
      content: 'One of your customers: their connections and calls are kept apart. Optional here.',
    },
    {
      target: '[data-tour="setup-continue"]',
      title: 'Continue',
      content: 'With a name the consumer is created; without one, nothing is.',
    },
  ],
  // Without the overlay and focus trap, and with the tooltip above or below the grid, never over 'Enable integrations':
  // the four options stay links a click or Enter follows while the tour points at them (issue 25).
  [
    {
      target: '[data-testid="setup-option-dashboard"]',
      title: 'Dashboard',
      content: 'Your numbers, requests and latest calls.',
      placement: 'top',
      ...OPTIONS_STAY_USABLE,
    },
    {
      target: '[data-testid="setup-option-invite"]',
      title: 'Your team',
      content: 'Invite the people you work with.',
      placement: 'top',
      ...OPTIONS_STAY_USABLE,
    },
    {
      target: '[data-testid="setup-option-docs"]',
      title: 'Documentation',
      content: 'Guides and the API reference, for your first call.',
      placement: 'bottom',
      ...OPTIONS_STAY_USABLE,
    },
  ],
];

/**
 * The onboarding tour (000 §4, 001 §4), one screen's part at a time while the consumer guide is not completed: Skip
 * marks the three guides completed, Done on the last screen marks the consumer guide. react-joyride comes with this
 * chunk only.
 */
export default function SetupTour({ screen }: { screen: 0 | 1 | 2 | 3 }) {
  const [complete] = useCompleteGuidesMutation();
  const last = screen === STEPS.length - 1;
  const onEvent = (data: EventData) => {
    if (data.type === EVENTS.TARGET_NOT_FOUND) warnMissingTarget('Onboarding', data.step.target);
    if (data.type !== EVENTS.TOUR_END) return;
    if (data.status === STATUS.SKIPPED) void complete(ALL_GUIDES);
    else if (data.status === STATUS.FINISHED && last) void complete({ completedConsumer: true });
  };
  return (
    <Joyride
      run
      continuous
      steps={[...STEPS[screen]!]}
      options={TOUR_OPTIONS}
      locale={{ last: last ? 'Done' : 'Got it', skip: 'Skip', back: 'Back', next: 'Next' }}
      onEvent={onEvent}
    />
  );
}
