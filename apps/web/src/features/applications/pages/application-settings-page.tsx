import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { addScreenStyles } from '../../../shared/ui/screen-styles';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { ConnectSettingsSection } from '../components/connect/connect-settings';
import settingsStyles from './application-settings-page.css?inline';

addScreenStyles('application-settings', settingsStyles);

/** Application Settings: the current application's own settings, today its Connect section (issue 28). */
export function ApplicationSettingsPage() {
  const { application } = useWorkspace('application');
  return (
    <div data-testid="application-settings-page">
      <ScreenHeading
        title="Application Settings"
        subtitle={<>Settings of {application.name}, the same in test and live</>}
        tooltip={application.name}
      />
      <ConnectSettingsSection />
    </div>
  );
}
