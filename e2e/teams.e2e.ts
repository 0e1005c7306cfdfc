import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSmtpServer, startSmtpServer } from '../apps/server/src/test/smtp-server';
import { DESKTOP, MOBILE, launchBrowser, newContext, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const PASSWORD = 'Sunny-Harbour-42!';
let browser: Browser;
let smtp: TestSmtpServer;
let server: RunningServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const email = (prefix: string) => `${prefix}.${randomBytes(4).toString('hex')}@example.com`;

async function api<T>(path: string, options: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function register(address: string, name: string) {
  const { token } = await api<{ token: string }>('auth/register', {
    method: 'POST',
    body: { email: address, password: PASSWORD, profile: { name, lastname: 'Tester' } },
  });
  const [team] = await api<Array<{ id: string; name: string }>>('accounts', { token });
  return { token, team: team! };
}

async function pageWithToken(token: string, viewport = DESKTOP, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await (await newContext(browser, { baseUrl: server.url, viewport, colorScheme })).newPage();
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return page;
}

/** The invitation code from the mail a real SMTP server received. */
async function invitationLink(to: string): Promise<string> {
  const mail = await smtp.waitForMail(to);
  const link = mail.links.find((href) => href.includes('/invite/'));
  expect(link).toMatch(new RegExp(`^${server.url}/invite/[\\w-]{43,}$`));
  return link!;
}

const row = (page: Page, address: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: address, exact: true }) });

describe('inviting a developer', () => {
  it('the Owner invites; the invitee signs up through the mailed link, accepts and appears active', async () => {
    const owner = await register(email('owner'), 'Olivia');
    const inviteeEmail = email('dev');
    const ownerPage = await pageWithToken(owner.token);
    await ownerPage.goto('/account-settings');
    await ownerPage.getByTestId('members-table').waitFor();
    await screenshot(ownerPage, 'account-settings-desktop');

    await ownerPage.getByTestId('invite-member-button').click();
    const modal = ownerPage.getByTestId('invite-member-modal');
    await modal.getByRole('button', { name: 'Send invite' }).click();
    await expect.poll(() => modal.getByText('Email is required').count().then((n) => n > 0 || undefined)).toBeTruthy();
    await modal.getByLabel('Name').fill('Dev Eloper');
    await modal.getByLabel('Email').fill(inviteeEmail);
    await modal.getByLabel('Role').click();
    // antd renders its own option list; the role="option" nodes are hidden accessibility copies.
    await ownerPage.locator('.ant-select-item-option', { hasText: 'Developer' }).click();
    await screenshot(ownerPage, 'invite-modal-desktop');
    await modal.getByRole('button', { name: 'Send invite' }).click();
    await expect.poll(() => row(ownerPage, inviteeEmail).getByTestId('member-status').textContent()).toBe('Invited');
    expect(await row(ownerPage, inviteeEmail).getByTestId('member-role').textContent()).toBe('Developer');

    // A second person, in a browser of their own, follows the link from the mail.
    const link = await invitationLink(inviteeEmail);
    const invitee = await (await newContext(browser, { baseUrl: server.url })).newPage();
    await invitee.goto(link);
    await invitee.waitForURL('**/login**');
    await invitee.getByRole('button', { name: 'SIGN UP', exact: true }).click();
    await invitee.getByLabel('First name').fill('Dev');
    await invitee.getByLabel('Last name').fill('Eloper');
    await invitee.getByLabel('Email').fill(inviteeEmail);
    await invitee.getByLabel('Password').fill(PASSWORD);
    await invitee.getByRole('checkbox', { name: /I agree/ }).check();
    await invitee.getByRole('button', { name: 'SIGN UP', exact: true }).click();

    await invitee.waitForURL(`**${new URL(link).pathname}`);
    await invitee.getByTestId('invite-view-member').waitFor();
    expect(await invitee.getByTestId('invite-team-name').textContent()).toBe(owner.team.name);
    expect(await invitee.getByText('You have been invited to join the team').isVisible()).toBe(true);
    await screenshot(invitee, 'invite-member-view-desktop');
    await invitee.getByRole('button', { name: 'Accept invite' }).click();
    await invitee.waitForURL('**/dashboard');
    await expect.poll(() => invitee.getByTestId('current-team').textContent()).toContain(owner.team.name);
    expect(await invitee.evaluate(() => localStorage.getItem('invite'))).toBeNull();

    await ownerPage.reload();
    await expect.poll(() => row(ownerPage, inviteeEmail).getByTestId('member-status').textContent()).toBe('Active');
    await invitee.context().close();
    await ownerPage.context().close();
  });
});

describe('role rules in the web', () => {
  it('a Viewer sees Invite disabled with its tooltip', async () => {
    const owner = await register(email('owner'), 'Otto');
    const viewerEmail = email('viewer');
    await api('members/invite', {
      method: 'POST',
      token: owner.token,
      body: { account: owner.team.id, data: { name: 'Vi Ewer', email: viewerEmail, role: 'user' } },
    });
    const code = new URL(await invitationLink(viewerEmail)).pathname.split('/').pop()!;
    const viewer = await register(viewerEmail, 'Vi');
    await api(`members/invite/${code}/accept`, { method: 'POST', token: viewer.token });

    const page = await pageWithToken(viewer.token);
    await page.goto('/account-settings');
    await page.getByTestId('members-table').waitFor();
    await expect.poll(() => page.getByTestId('current-team').textContent()).toContain(owner.team.name);
    const invite = page.getByTestId('invite-member-button');
    expect(await invite.isDisabled()).toBe(true);
    await page.getByTestId('invite-member-reason').hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe("You don't have permission");
    await screenshot(page, 'account-settings-viewer-desktop');
    await page.context().close();

    const mobile = await pageWithToken(owner.token, MOBILE, 'dark');
    await mobile.goto('/account-settings');
    await mobile.getByTestId('members-table').waitFor();
    await screenshot(mobile, 'account-settings-mobile-dark');
    await mobile.context().close();
  });
});

describe('the accept screen', () => {
  it('shows the other-user view, whose buttons log out first', async () => {
    const owner = await register(email('owner'), 'Oscar');
    const addressee = email('someone');
    await api('members/invite', {
      method: 'POST',
      token: owner.token,
      body: { account: owner.team.id, data: { name: 'Some One', email: addressee, role: 'developer' } },
    });
    const link = await invitationLink(addressee);
    const strangerEmail = email('stranger');
    const stranger = await register(strangerEmail, 'Stan');
    const page = await pageWithToken(stranger.token);
    await page.goto(link);
    await page.getByTestId('invite-view-other-user').waitFor();
    expect(await page.getByText('You try to join team by other user. Please change account').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('invite'))).toBe(new URL(link).pathname.split('/').pop());
    await screenshot(page, 'invite-other-user-desktop');
    await page.getByRole('button', { name: 'Login before accept invite' }).click();
    await page.waitForURL('**/login**');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The stored invitation survives the detour.
    expect(await page.evaluate(() => localStorage.getItem('invite'))).not.toBeNull();

    await page.goto(link);
    await page.waitForURL('**/login**');
    // Logging out revoked the stranger's session: sign in again.
    const { token } = await api<{ token: string }>('auth/email', { method: 'POST', body: { email: strangerEmail, password: PASSWORD } });
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(link);
    await page.getByRole('button', { name: 'Skip and go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('invite'))).toBeNull();
    await page.context().close();
  });

  it('shows the not-found view for an unknown code, and a missing code goes to the Dashboard', async () => {
    const someone = await register(email('lost'), 'Lou');
    const page = await pageWithToken(someone.token);
    await page.goto(`/invite/${'x'.repeat(43)}`);
    await page.getByTestId('invite-view-not-found').waitFor();
    expect(await page.getByText('Oh, no!').isVisible()).toBe(true);
    expect(await page.getByText('Your invitation has expired or not found. Please contact your administrator.').isVisible()).toBe(true);
    await screenshot(page, 'invite-not-found-desktop');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto('/invite/');
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });
});
