import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/lib/paths';
import { chooseEnvironment, createApplication, me, signUp } from '../../shared/lib/test/api';
import { renderWithProviders } from '../../shared/lib/test/render-with-providers';
import { AppLayout } from './app-layout';

const LOADED = { timeout: 10_000 };
const header = () => screen.getByTestId('app-header');
const switchButton = () => screen.getByTestId('environment-switch');

const renderLayout = (token: string) =>
  renderWithProviders(<AppLayout />, {
    token,
    initialEntry: paths.dashboard,
    path: paths.dashboard,
  });

/** Opens the switch's menu and picks an environment by its label. */
async function choose(label: 'Test' | 'Live') {
  fireEvent.click(switchButton());
  const option = await screen.findByTestId(`environment-option-${label.toLowerCase()}`);
  fireEvent.click(option);
}

describe('EnvironmentSwitch (issue 27)', { timeout: 30_000 }, () => {
  it('starts in Live with no TEST tag; Test shows the TEST tag and the amber header at once and is kept per user', async () => {
    const ada = await signUp({ name: 'Ada' });
    await createApplication(ada.token, ada.teamId, 'Payroll');
    const first = renderLayout(ada.token);
    expect(await screen.findByTestId('environment-switch', {}, LOADED)).toHaveTextContent('Live');
    expect(screen.queryByTestId('environment-test-tag')).toBeNull();
    expect(header()).toHaveAttribute('data-environment', 'live');
    expect(header()).not.toHaveClass('app-header--test');

    await choose('Test');
    // Shown before the server answered (optimistic), and kept once it did.
    expect(await within(switchButton()).findByTestId('environment-test-tag')).toHaveTextContent(/^TEST$/);
    expect(header()).toHaveClass('app-header--test');
    await waitFor(async () => expect((await me(ada.token)).meta.environment).toBe('test'), LOADED);

    // A new visit (a reload) starts in test.
    first.unmount();
    renderLayout(ada.token);
    expect(await screen.findByTestId('environment-test-tag', {}, LOADED)).toHaveTextContent(/^TEST$/);

    await choose('Live');
    await waitFor(() => expect(screen.queryByTestId('environment-test-tag')).toBeNull());
    expect(switchButton()).toHaveTextContent('Live');
    await waitFor(async () => expect((await me(ada.token)).meta.environment).toBe('live'), LOADED);
  });

  it('says what each environment is in its menu', async () => {
    const ada = await signUp({ name: 'Ada' });
    await chooseEnvironment(ada.token, 'test');
    renderLayout(ada.token);
    expect(await screen.findByTestId('environment-test-tag', {}, LOADED)).toBeVisible();
    fireEvent.click(switchButton());
    expect(await screen.findByTestId('environment-option-test')).toHaveTextContent(
      'TestTest keys and sandbox connections: nothing reaches a vendor or your bill',
    );
    expect(screen.getByTestId('environment-option-live')).toHaveTextContent(
      "LiveLive keys and your consumers' real connections",
    );
  });

  it('leads to "Promote test settings to live" from its menu', async () => {
    const ada = await signUp({ name: 'Ada' });
    const { router } = renderWithProviders(<AppLayout />, {
      token: ada.token,
      initialEntry: paths.dashboard,
      path: paths.dashboard,
      routes: [{ path: paths.promotion, element: <p>Promotion screen</p> }],
    });
    fireEvent.click(await screen.findByTestId('environment-switch', {}, LOADED));
    fireEvent.click(await screen.findByText('Promote test settings to live'));
    expect(await screen.findByText('Promotion screen')).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.promotion);
  });
});
