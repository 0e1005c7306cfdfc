import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Sunny-Harbour-42!';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const email = () => `ada.${randomBytes(4).toString('hex')}@example.com`;

async function openPage(viewport = DESKTOP, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await newContext(browser, { baseUrl, viewport, colorScheme });
  return context.newPage();
}

async function fillSignUp(page: Page, address: string) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Company').fill('analytical.engine');
}

/** Signs up through the API and stores the session as the web app does. */
async function signedInPage(viewport = DESKTOP, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: email(), password: PASSWORD, profile: { name: 'Grace', lastname: 'Hopper' } }),
  });
  const { data } = (await response.json()) as { data: { token: string } };
  const page = await openPage(viewport, colorScheme);
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('token', token), data.token);
  await page.goto('/dashboard');
  await page.getByTestId('dashboard-page').waitFor();
  return page;
}

describe('sign-up, log out, log in', () => {
  it('signs up through the form, lands inside, logs out and logs back in', async () => {
    const page = await openPage();
    const address = email();
    await page.goto('/sign-up');
    await expect.poll(() => page.getByRole('heading', { name: 'Create account' }).isVisible()).toBe(true);

    await page.getByLabel('First name').focus();
    await page.getByLabel('Last name').focus();
    await expect.poll(() => page.getByText('First name is required', { exact: true }).isVisible()).toBe(true);

    await fillSignUp(page, address);
    const submit = page.getByRole('button', { name: 'SIGN UP', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(page, 'sign-up-desktop');
    await page.getByRole('checkbox', { name: /I agree to the Subscriber Agreement and have read the Privacy Policy/ }).check();
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();

    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Ada' }).isVisible()).toBe(true);
    expect(await page.getByTestId('current-user').textContent()).toContain('Ada Lovelace');
    expect(await page.getByTestId('current-team').textContent()).toContain("Ada's team");
    expect(await page.getByTestId('breadcrumbs').textContent()).toContain('Dashboard');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'dashboard-desktop');

    const menu = page.getByTestId('side-menu');
    const entries = await menu.getByRole('menuitem').allTextContents();
    expect(entries.map((text) => text.trim())).toEqual(['Dashboard', 'Docs', 'User settings', 'Account Settings', 'LOG OUT']);
    await menu.getByRole('menuitem', { name: 'LOG OUT' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByLabel('Email').fill(address);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Ada' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows a wrong password under the email field, and the server error of a taken email on sign-up', async () => {
    const page = await openPage();
    const address = email();
    await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address, password: PASSWORD, profile: { name: 'Ada', lastname: 'L' } }),
    });
    await page.goto('/login');
    await expect.poll(() => page.getByRole('heading', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.getByText('Login with Google, Github or email below.').isVisible()).toBe(true);
    await page.getByLabel('Email').fill(address);
    await page.getByLabel('Password').fill('Not-the-password-1');
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await expect.poll(() => page.getByText('Wrong email or password').isVisible()).toBe(true);
    await screenshot(page, 'login-error-desktop');

    await page.getByRole('button', { name: 'SIGN UP', exact: true }).click();
    await page.waitForURL('**/sign-up');
    expect(await page.getByText('Wrong email or password').count()).toBe(0);
    await fillSignUp(page, address.toUpperCase());
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'SIGN UP', exact: true }).click();
    await expect.poll(() => page.getByText('An account with this email already exists').isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the message of an unconfigured social provider', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Github' }).click();
    await expect
      .poll(() => page.getByText('Sign in with GitHub is not configured on this server. Use your email and password.').isVisible())
      .toBe(true);
    await page.context().close();
  });

  it('the branded sign-up shows its own aside and marks the sign-up as branded', async () => {
    const page = await openPage();
    await page.goto('/sign-up/velory');
    await page.getByTestId('sign-up-aside-velory').waitFor();
    await screenshot(page, 'sign-up-velory-desktop');
    expect(await page.evaluate(() => localStorage.getItem('isVelory'))).toBe('true');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/auth/register')),
      (async () => {
        await fillSignUp(page, email());
        await page.getByRole('checkbox', { name: /I agree/ }).check();
        await page.getByRole('button', { name: 'SIGN UP', exact: true }).click();
      })(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ isVelory: true, profile: { company: 'analytical.engine' } });
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });
});

describe('protected area', () => {
  it('sends a visitor without a session to /login', async () => {
    const page = await openPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await screenshot(page, 'login-desktop');
    await page.context().close();
  });

  it('a 401 removes the stored token and goes to /login', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'revoked-or-garbage'));
    await page.goto('/dashboard');
    await page.waitForURL('**/login**');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });

  it('/ goes to the dashboard', async () => {
    const page = await signedInPage();
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    await page.context().close();
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
    await page.context().close();
  });
});

describe('API reference', () => {
  it('serves the OpenAPI UI at /api/docs, generated from the request schemas', async () => {
    const page = await openPage();
    await page.goto('/api/docs');
    await page.getByText('Developer portal API').first().waitFor();
    await page.getByText('/api/auth/register').first().waitFor();
    await screenshot(page, 'api-docs-desktop');
    await page.context().close();
  });
});

describe('theme', () => {
  it('follows a dark system preference', async () => {
    const page = await signedInPage(DESKTOP, 'dark');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const background = await page.getByTestId('app-header').evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(150);
    await screenshot(page, 'dashboard-desktop-dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.context().close();

    const login = await openPage(DESKTOP, 'dark');
    await login.goto('/login');
    await login.getByRole('heading', { name: 'Login' }).waitFor();
    await screenshot(login, 'login-desktop-dark');
    await login.context().close();
  });
});

describe('layout widths', () => {
  it.each([
    [1440, 366],
    [1280, 326],
    [1024, 241],
  ])('at %i px the side menu is %i px wide', async (width, expected) => {
    const page = await signedInPage({ width, height: 900 });
    const box = await page.getByTestId('side-menu').boundingBox();
    expect(box?.width).toBe(expected);
    await page.context().close();
  });

  it('at 390 px the menu is hidden until opened, full width, and closes with its close button', async () => {
    const page = await signedInPage(MOBILE);
    const menu = page.getByTestId('side-menu');
    expect(await menu.isVisible()).toBe(false);
    await screenshot(page, 'dashboard-mobile');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect((await menu.boundingBox())?.width).toBe(MOBILE.width);
    await screenshot(page, 'menu-mobile');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.context().close();

    const dark = await signedInPage(MOBILE, 'dark');
    await screenshot(dark, 'dashboard-mobile-dark');
    await dark.context().close();
  });

  it('screens at 390 px', async () => {
    const page = await openPage(MOBILE);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await screenshot(page, 'login-mobile');
    await page.goto('/sign-up');
    await page.getByRole('heading', { name: 'Create account' }).waitFor();
    await screenshot(page, 'sign-up-mobile');
    await page.goto('/sign-up/velory');
    await page.getByTestId('sign-up-aside-velory').waitFor();
    await screenshot(page, 'sign-up-velory-mobile');
    await page.goto('/nothing-here');
    await page.getByText('Sorry, the page you visited does not exist.').waitFor();
    await screenshot(page, 'not-found-mobile');
    await page.context().close();
  });
});
