import type { MfaStatus } from '@portal/shared/auth/auth.schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { signUp } from '../../../shared/lib/test/api';
import { fillField } from '../../../shared/lib/test/form';
import { LOGIN_SCREEN, renderWithProviders, type TestStore } from '../../../shared/lib/test/render-with-providers';
import { usersApi } from '../../../shared/api/users';
import { NotificationSettings } from './notification-settings';
import { ProfileForm, toProfileBody } from './profile-form';
import { SecondFactorSettings } from './second-factor-settings';

const PROFILE = { name: 'Ada', lastname: 'Lovelace', company: 'https://analytical.engine', email: 'ada@example.com' };

function withProfile(store: TestStore) {
  void store.dispatch(usersApi.util.upsertQueryData('getProfile', undefined, PROFILE));
}

function withMfa(status: MfaStatus) {
  return (store: TestStore) => void store.dispatch(usersApi.util.upsertQueryData('getMfaStatus', undefined, status));
}

describe('ProfileForm', () => {
  it('shows the loaded profile with the read-only email', async () => {
    renderWithProviders(<ProfileForm />, { prepare: withProfile });
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Company')).toHaveValue('https://analytical.engine');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toBeDisabled();
  });

  it("uses the settings screen's messages: 'First name is required!', 'Last name is required!'", async () => {
    renderWithProviders(<ProfileForm />, { prepare: withProfile });
    await screen.findByLabelText('First name');
    fillField('First name', '');
    expect(await screen.findByText('First name is required!')).toBeVisible();
    fillField('Last name', '  ');
    expect(await screen.findByText('Last name is required!')).toBeVisible();
    fillField('Company', 'not a website');
    expect(await screen.findByText('Must be a valid website address')).toBeVisible();
  });

  it('sends the company only when it is filled', () => {
    expect(toProfileBody({ name: ' Ada ', lastname: 'Lovelace', company: '  ' })).toEqual({
      name: 'Ada',
      lastname: 'Lovelace',
    });
    expect(toProfileBody({ name: 'Ada', lastname: 'Lovelace', company: 'example.com' })).toEqual({
      name: 'Ada',
      lastname: 'Lovelace',
      company: 'example.com',
    });
  });
});

describe('NotificationSettings', () => {
  it('shows the four switches with their saved values', async () => {
    renderWithProviders(<NotificationSettings />, {
      prepare: (store) =>
        void store.dispatch(
          usersApi.util.upsertQueryData('getSettings', undefined, {
            hasBillingEvent: true,
            hasConnectionEvent: false,
            hasErrorEvent: true,
            hasSecurityEvent: false,
          }),
        ),
    });
    const checked = (name: string) => screen.getByRole('switch', { name }).getAttribute('aria-checked');
    await screen.findByRole('switch', { name: 'Billing events' });
    expect(checked('Billing events')).toBe('true');
    expect(checked('Connection events')).toBe('false');
    expect(checked('Error events')).toBe('true');
    expect(checked('Security events')).toBe('false');
  });
});

describe('SecondFactorSettings', () => {
  it('offers Generate while the second factor is not enabled', async () => {
    renderWithProviders(<SecondFactorSettings />, { prepare: withMfa({ enabled: false, pending: false }) });
    expect(await screen.findByTestId('mfa-status')).toHaveTextContent(/^Not enabled$/);
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
  });

  it('asks for a code before disabling an enabled second factor', async () => {
    renderWithProviders(<SecondFactorSettings />, { prepare: withMfa({ enabled: true, pending: false }) });
    expect(await screen.findByTestId('mfa-status')).toHaveTextContent(/^Enabled$/);
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Code')).toHaveValue('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText('Code is required')).toBeVisible();
    // Nothing was sent: the factor is still on.
    expect(screen.getByTestId('mfa-status')).toHaveTextContent(/^Enabled$/);
  });
});

describe('loading states', () => {
  it('shows a skeleton while the profile loads, then the saved profile', async () => {
    const grace = await signUp({ name: 'Grace', lastname: 'Hopper' });
    renderWithProviders(<ProfileForm />, { token: grace.token });
    expect(screen.getByTestId('profile-loading')).toBeVisible();
    expect(await screen.findByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Last name')).toHaveValue('Hopper');
    expect(screen.getByLabelText('Email')).toHaveValue(grace.email);
    expect(screen.queryByTestId('profile-loading')).not.toBeInTheDocument();
  });

  it('goes to Login when the session has ended', async () => {
    const { router } = renderWithProviders(<ProfileForm />, {
      token: 'a-session-that-has-ended',
      initialEntry: paths.userSettings,
      path: paths.userSettings,
      routes: [LOGIN_SCREEN],
    });
    expect(screen.getByTestId('profile-loading')).toBeVisible();
    expect(await screen.findByText('Login screen')).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.login);
  });
});
