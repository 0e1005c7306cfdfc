import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp } from '../test-support/portal-data';
import { MOBILE, screenshot } from './support/browser';
import {
  apiOf,
  bodySentTo,
  fillSignUp,
  goesOn,
  logIn,
  logOut,
  stored,
  storeSession,
  submitSignUp,
  uniqueEmail,
  useBrowser,
  visit,
  type PageOptions,
} from './support/journeys';

const baseUrl = inject('baseUrl');
const api = apiOf(baseUrl);
const { openPage, pageWithSession } = useBrowser(() => baseUrl);

/** Ada's sign-up form, with her company's website. */
const ada = (email: string) => ({ name: 'Ada', lastname: 'Lovelace', email, company: 'analytical.engine' });

/** Grace, signed up through the API, on her Dashboard. */
async function signedInPage(options: PageOptions = {}): Promise<Page> {
  const grace = await signUp(api, { name: 'Grace', lastname: 'Hopper' });
  const page = await pageWithSession(grace.token, options);
  await visit(page, '/dashboard', page.getByTestId('dashboard-page'));
  return page;
}

describe('sign-up, log out, log in', () => {
  it('signs up through the form, lands inside, logs out and logs back in', async () => {
    const page = await openPage();
    const address = uniqueEmail('ada');
    await page.goto('/sign-up');
    await expect.poll(() => page.getByRole('heading', { name: 'Create account' }).isVisible()).toBe(true);

    await page.getByLabel('First name').focus();
    await page.getByLabel('Last name').focus();
    await expect.poll(() => page.getByText('First name is required', { exact: true }).isVisible()).toBe(true);

    await fillSignUp(page, ada(address));
    const submit = page.getByRole('button', { name: 'SIGN UP', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(page, 'sign-up-desktop');
    await page
      .getByRole('checkbox', { name: /I agree to the Subscriber Agreement and have read the Privacy Policy/ })
      .check();
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();

    // A new account starts in the setup wizard (000 §2); CANCEL goes to the Dashboard.
    await page.waitForURL('**/application/setup');
    // The onboarding tour opens over the wizard; Skip closes it (and marks its guides).
    await page.locator('[data-action="skip"]').click();
    await page.getByTestId('setup-cancel').click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Ada' }).isVisible()).toBe(true);
    expect(await page.getByTestId('current-user').textContent()).toContain('Ada Lovelace');
    expect(await page.getByTestId('current-team').textContent()).toContain("Ada's team");
    expect(await page.getByTestId('breadcrumbs').textContent()).toContain('Dashboard');
    expect(await stored(page, 'token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'dashboard-desktop');

    const menu = page.getByTestId('side-menu');
    const entries = await menu.getByRole('menuitem').allTextContents();
    expect(entries.map((text) => text.trim())).toEqual([
      'Dashboard',
      'Credentials',
      'Integrations',
      'Consumers',
      'Webhooks',
      'Logs',
      'Application Settings',
      'Docs',
      'Explorer',
      'User Settings',
      'Account Settings',
      'LOG OUT',
    ]);
    await logOut(page);
    expect(await stored(page, 'token')).toBeNull();

    await logIn(page, address);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Ada' }).isVisible()).toBe(true);
  });

  it('shows a wrong password under the email field, and the server error of a taken email on sign-up', async () => {
    const page = await openPage();
    const { email: address } = await signUp(api, { name: 'Ada', lastname: 'L' });
    await page.goto('/login');
    await expect.poll(() => page.getByRole('heading', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.getByText('Login with Google, Github or email below.').isVisible()).toBe(true);
    await logIn(page, address, 'Not-the-password-1');
    await expect.poll(() => page.getByText('Wrong email or password').isVisible()).toBe(true);
    await screenshot(page, 'login-error-desktop');

    await page.getByRole('button', { name: 'SIGN UP', exact: true }).click();
    await page.waitForURL('**/sign-up');
    expect(await page.getByText('Wrong email or password').count()).toBe(0);
    await fillSignUp(page, ada(address.toUpperCase()));
    await submitSignUp(page);
    await expect.poll(() => page.getByText('An account with this email already exists').isVisible()).toBe(true);
  });

  it('shows the message of an unconfigured social provider', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Github' }).click();
    await expect
      .poll(() =>
        page
          .getByText('Sign in with GitHub is not configured on this server. Use your email and password.')
          .isVisible(),
      )
      .toBe(true);
  });

  it('the branded sign-up shows its own aside and marks the sign-up as branded', async () => {
    const page = await openPage();
    await visit(page, '/sign-up/velory', page.getByTestId('sign-up-aside-velory'), 'sign-up-velory-desktop');
    expect(await stored(page, 'branded')).toBe('true');
    const sent = await bodySentTo(page, 'auth/register', async () => {
      await fillSignUp(page, ada(uniqueEmail('ada')));
      await submitSignUp(page);
    });
    expect(sent).toMatchObject({ isVelory: true, profile: { company: 'analytical.engine' } });
    await page.waitForURL('**/application/setup');
  });
});

describe('protected area', () => {
  it('sends a visitor without a session to /login', async () => {
    const page = await openPage();
    await goesOn(page, '/dashboard', '**/login');
    await screenshot(page, 'login-desktop');
  });

  it('a 401 removes the stored token and goes to /login', async () => {
    const page = await openPage();
    await storeSession(page, 'revoked-or-garbage');
    await goesOn(page, '/dashboard', '**/login**');
    expect(await stored(page, 'token')).toBeNull();
  });

  it('/ goes to the dashboard', async () => {
    await goesOn(await signedInPage(), '/', '**/dashboard');
  });
});

describe('404', () => {
  it('shows the 404 screen with Back Home to /', async () => {
    const page = await signedInPage();
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('Sorry, the page you visited does not exist.').isVisible()).toBe(true);
    await screenshot(page, 'not-found-desktop');
    await page.getByRole('button', { name: 'Back Home' }).click();
    await page.waitForURL('**/dashboard');
  });
});

describe('API reference', () => {
  it('serves the OpenAPI UI at /api/docs, generated from the request schemas', async () => {
    const page = await openPage();
    await visit(page, '/api/docs', page.getByText('Developer portal API').first());
    await page.getByText('/api/users/me').first().waitFor();
    // The UI renders the groups below the fold only as they scroll into view (108 paths); its tag filter finds auth's
    // at once.
    await page.getByPlaceholder('Filter by tag').fill('auth');
    await page.getByText('/api/auth/register').first().waitFor();
    expect(await page.getByText('/api/users/me').count()).toBe(0);
    const document = (await (await page.request.get('/api/docs/json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/api/auth/register');
    await screenshot(page, 'api-docs-desktop');

    // A link to one operation opens it.
    const linked = await openPage();
    await linked.goto('/api/docs#/auth/auth.register');
    await linked.locator('.opblock.is-open').first().waitFor();
    expect(await linked.locator('.opblock.is-open').first().getAttribute('id')).toBe('operations-auth-auth\\.register');
  });
});

describe('theme', () => {
  it('follows a dark system preference', async () => {
    const page = await signedInPage({ colorScheme: 'dark' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const background = await page.getByTestId('app-header').evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(150);
    await screenshot(page, 'dashboard-desktop-dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');

    const login = await openPage({ colorScheme: 'dark' });
    await visit(login, '/login', login.getByRole('heading', { name: 'Login' }), 'login-desktop-dark');
  });
});

describe('layout widths', () => {
  it.each([
    [1440, 366],
    [1280, 326],
    [1024, 241],
  ])('at %i px the side menu is %i px wide', async (width, expected) => {
    const page = await signedInPage({ viewport: { width, height: 900 } });
    const box = await page.getByTestId('side-menu').boundingBox();
    expect(box?.width).toBe(expected);
  });

  it('at 390 px the menu is hidden until opened, full width, and closes with its close button', async () => {
    const page = await signedInPage({ viewport: MOBILE });
    const menu = page.getByTestId('side-menu');
    expect(await menu.isVisible()).toBe(false);
    await screenshot(page, 'dashboard-mobile');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect((await menu.boundingBox())?.width).toBe(MOBILE.width);
    await screenshot(page, 'menu-mobile');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);

    await screenshot(await signedInPage({ viewport: MOBILE, colorScheme: 'dark' }), 'dashboard-mobile-dark');
  });

  it('screens at 390 px', async () => {
    const page = await openPage({ viewport: MOBILE });
    await visit(page, '/login', page.getByRole('heading', { name: 'Login' }), 'login-mobile');
    await visit(page, '/sign-up', page.getByRole('heading', { name: 'Create account' }), 'sign-up-mobile');
    await visit(page, '/sign-up/velory', page.getByTestId('sign-up-aside-velory'), 'sign-up-velory-mobile');
    await visit(
      page,
      '/nothing-here',
      page.getByText('Sorry, the page you visited does not exist.'),
      'not-found-mobile',
    );
  });
});
