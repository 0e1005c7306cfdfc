import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { createApiClient, fetchTransport, type ApiClient } from '@portal/shared/common/endpoint-client';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../../test-support/portal-data';
import { animationsEnded, DESKTOP, launchBrowser, MOBILE, newContext, screenshot } from './browser';

/**
 * The steps the browser journeys share: a browser and its pages for a file, opening a screen,
 * signing up through the form, logging in and out, and a page that is signed in already. Data a
 * journey only needs to exist is made through the typed client (test-support/portal-data.ts).
 */

export { TEST_PASSWORD, uniqueEmail };

/** The typed client of the server at `baseUrl`. */
export const apiOf = (baseUrl: string): ApiClient => createApiClient(fetchTransport(baseUrl));

export interface PageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
}

export interface Pages {
  /** A page in a browser context of its own (no storage shared with other pages), on the file's server or `baseUrl`. */
  openPage(options?: PageOptions & { baseUrl?: string }): Promise<Page>;
  /** A page signed in with `token`, not yet on any screen of the app. */
  pageWithSession(token: string, options?: PageOptions): Promise<Page>;
}

/**
 * Chromium for the journeys of a file, launched before them and closed after them, and its pages on the server
 * at `baseUrl()` (read when a page opens, so a server started in `beforeAll` will do). Every page is closed after
 * the test that opened it.
 */
export function useBrowser(baseUrl: () => string): Pages {
  let browser: Browser | undefined;
  const opened: Page[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.context().close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const openPage = async (options: PageOptions & { baseUrl?: string } = {}) => {
    const { viewport = DESKTOP, colorScheme = 'light' } = options;
    const context = await newContext(browser!, { baseUrl: options.baseUrl ?? baseUrl(), viewport, colorScheme });
    const page = await context.newPage();
    opened.push(page);
    return page;
  };
  const pageWithSession = async (token: string, options: PageOptions = {}) => {
    const page = await openPage(options);
    await storeSession(page, token);
    return page;
  };
  return { openPage, pageWithSession };
}

/** Opens `path` and waits for `ready`, what the screen shows once it is there; saves a screenshot when named. */
export async function visit(page: Page, path: string, ready: Locator, screenshotName?: string) {
  await page.goto(path);
  await ready.waitFor();
  if (screenshotName) await screenshot(page, screenshotName);
}

/** Marks what the page shows now, so that `inAppTo` can tell the next screen's elements from the last one's. */
const LEFT = 'data-e2e-left';

/**
 * Goes from the screen the page shows to `path` inside the loaded app (the router's own navigation: history.pushState
 * and popstate), then waits for `readyTestId` on the new screen: an element made after the navigation, so not one
 * of the screen it left. Reloading the app for each screen of a screenshot series cost most of its time. Only
 * between screens whose ready elements differ (two routes rendering one component keep its element) and not for
 * `app-content`, the frame every screen keeps.
 */
export async function inAppTo(page: Page, path: string, readyTestId: string) {
  await page.evaluate(
    ([left, to]) => {
      for (const element of document.querySelectorAll('[data-testid]')) element.setAttribute(left, '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    [LEFT, path] as const,
  );
  await page.locator(`[data-testid="${readyTestId}"]:not([${LEFT}])`).first().waitFor();
}

/**
 * The screens of a series one after the other on one page: the first opened with `visit` (a full load), the next
 * ones with `inAppTo` where it can tell them apart (else `visit` again). `each` runs on every screen once it is there.
 */
export async function eachScreen(
  page: Page,
  screens: ReadonlyArray<readonly [path: string, readyTestId: string]>,
  each: (index: number) => Promise<void>,
) {
  let last: { path: string; ready: string } | undefined;
  for (const [index, [path, ready]] of screens.entries()) {
    const sameScreen =
      !last ||
      ready === 'app-content' ||
      ready === last.ready ||
      new URL(path, 'http://x').pathname === new URL(last.path, 'http://x').pathname;
    if (sameScreen) await visit(page, path, page.getByTestId(ready).first());
    else await inAppTo(page, path, ready);
    last = { path, ready };
    await each(index);
  }
}

/** Whether the page fits the viewport's width (no sideways scroll). */
export const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Screenshots of each view at 1440 and 390 px, light and dark, each checked to fit its width. One page is
 * resized and re-themed between them: a new browser context per screenshot cost a second or two each.
 */
export async function screenshotViews(
  pages: Pages,
  token: string,
  views: ReadonlyArray<readonly [path: string, readyTestId: string, name: string]>,
) {
  const page = await pages.pageWithSession(token);
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [MOBILE, 'mobile'],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const [path, ready, name] of views) {
        // A list (shared/ui/data-table.tsx) is `<testId>-table` from 768 px and `<testId>-cards` below.
        const list = ready.endsWith('-table')
          ? page.getByTestId(ready).or(page.getByTestId(`${ready.slice(0, -'-table'.length)}-cards`))
          : undefined;
        await visit(page, path, list ?? page.getByTestId(ready));
        await animationsEnded(page);
        await screenshot(page, `${name}-${size}-${colorScheme}`);
        expect(await fitsWidth(page), `${name} at ${size} ${colorScheme}`).toBe(true);
      }
    }
  }
  await page.context().close();
}

/**
 * Waits until an antd popup (modal, popover, dropdown) has finished its opening animation, so a screenshot shows it
 * whole.
 */
export const settled = (popup: Locator) =>
  expect
    .poll(() => popup.evaluate((node) => `${getComputedStyle(node).opacity} ${/-(enter|appear)/.test(node.className)}`))
    .toBe('1 false');

/** The body of the request to `/api/{path}` that `action` makes the page send. */
export async function bodySentTo(page: Page, path: string, action: () => Promise<unknown>): Promise<unknown> {
  const [request] = await Promise.all([
    page.waitForRequest((sent: Request) => sent.url().endsWith(`/api/${path}`)),
    action(),
  ]);
  return request.postDataJSON();
}

/** Opens `path` and waits until the app has gone on to `url` (a glob, as `waitForURL` takes). */
export async function goesOn(page: Page, path: string, url: string) {
  await page.goto(path);
  await page.waitForURL(url);
}

export interface SignUpForm {
  name?: string;
  lastname?: string;
  email: string;
  company?: string;
}

/** Fills the sign-up form, without ticking the agreement or submitting. */
export async function fillSignUp(page: Page, { name = 'Ada', lastname = 'Lovelace', email, company }: SignUpForm) {
  await page.getByLabel('First name').fill(name);
  await page.getByLabel('Last name').fill(lastname);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  if (company !== undefined) await page.getByLabel('Company').fill(company);
}

/** Ticks the agreement and presses SIGN UP on a filled sign-up form. */
export async function submitSignUp(page: Page) {
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'SIGN UP', exact: true }).click();
}

/** Signs up through the form at /sign-up (landing in the setup wizard), then opens the Dashboard. */
export async function signUpThroughForm(page: Page, form: SignUpForm) {
  await page.goto('/sign-up');
  await fillSignUp(page, form);
  await submitSignUp(page);
  // A new user with no application lands in the setup wizard (issue 14); these journeys go on from the Dashboard.
  await page.waitForURL('**/application/setup');
  await page.goto('/dashboard');
  await page.getByTestId('dashboard-page').waitFor();
}

/** Logs in through the form at /login (where it goes next is the journey's to check). */
export async function logIn(page: Page, email: string, password = TEST_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
}

/** LOG OUT from the side menu, then Login. */
export async function logOut(page: Page) {
  await page.getByTestId('side-menu').getByRole('menuitem', { name: 'LOG OUT' }).click();
  await page.waitForURL('**/login**');
}

/** Puts a session into the page's storage, as the web app keeps it after signing in. */
export async function storeSession(page: Page, token: string) {
  if (page.url() === 'about:blank') await page.goto('/login');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.token, token] as const);
}

/** A fresh session of an existing person, as logging in elsewhere gives. */
export async function newSession(api: ApiClient, email: string): Promise<string> {
  const answer = (await api.call(authEndpoints.login, { body: { email, password: TEST_PASSWORD } })).data;
  if (!('token' in answer)) throw new Error(`${email} has a second factor on`);
  return answer.token;
}

/** What the web app keeps in the page's local storage under one of its keys, or null. */
export const stored = (page: Page, key: keyof typeof STORAGE_KEYS) =>
  page.evaluate((name) => localStorage.getItem(name), STORAGE_KEYS[key]);
