import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSmtpServer, startSmtpServer } from '../apps/server/src/test/smtp-server';
import { acceptInvitation, invite, signUp, teamsOf, type Person } from '../test-support/portal-data';
import { MOBILE, screenshot } from './support/browser';
import { apiOf, fillSignUp, goesOn, newSession, stored, storeSession, submitSignUp, uniqueEmail, useBrowser, visit } from './support/journeys';
import { type RunningServer, startServer } from './support/server';

let smtp: TestSmtpServer;
let server: RunningServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** The typed client of this file's server (started in beforeAll). */
const api = () => apiOf(server.url);

/** A person signed up through the API, with the team made for them at sign-up. */
async function register(email: string, name: string): Promise<Person & { team: { id: string; name: string } }> {
  const person = await signUp(api(), { email, name, lastname: 'Tester' });
  const team = (await teamsOf(api(), person.token)).find((candidate) => candidate.id === person.teamId);
  if (!team) throw new Error(`${email} has no team`);
  return { ...person, team };
}

const { openPage, pageWithSession } = useBrowser(() => server.url);

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
    const owner = await register(uniqueEmail('owner'), 'Olivia');
    const inviteeEmail = uniqueEmail('dev');
    const ownerPage = await pageWithSession(owner.token);
    await visit(ownerPage, '/account-settings', ownerPage.getByTestId('members-table'), 'account-settings-desktop');

    await ownerPage.getByTestId('invite-member-button').click();
    const modal = ownerPage.getByTestId('invite-member-modal');
    await modal.getByRole('button', { name: 'Send invite' }).click();
    await expect.poll(() => modal.getByText('Email is required').isVisible()).toBe(true);
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
    const invitee = await openPage();
    await goesOn(invitee, link, '**/login**');
    await invitee.getByRole('button', { name: 'SIGN UP', exact: true }).click();
    await fillSignUp(invitee, { name: 'Dev', lastname: 'Eloper', email: inviteeEmail });
    await submitSignUp(invitee);

    await invitee.waitForURL(`**${new URL(link).pathname}`);
    await invitee.getByTestId('invite-view-member').waitFor();
    expect(await invitee.getByTestId('invite-team-name').textContent()).toBe(owner.team.name);
    expect(await invitee.getByText('You have been invited to join the team').isVisible()).toBe(true);
    await screenshot(invitee, 'invite-member-view-desktop');
    await invitee.getByRole('button', { name: 'Accept invite' }).click();
    await invitee.waitForURL('**/dashboard');
    await expect.poll(() => invitee.getByTestId('current-team').textContent()).toContain(owner.team.name);
    expect(await stored(invitee, 'invite')).toBeNull();

    await ownerPage.reload();
    await expect.poll(() => row(ownerPage, inviteeEmail).getByTestId('member-status').textContent()).toBe('Active');
  });
});

describe('role rules in the web', () => {
  it('a Viewer sees Invite disabled with its tooltip', async () => {
    const owner = await register(uniqueEmail('owner'), 'Otto');
    const viewerEmail = uniqueEmail('viewer');
    await invite(api(), owner.token, owner.team.id, { name: 'Vi Ewer', email: viewerEmail, role: 'user' });
    const code = new URL(await invitationLink(viewerEmail)).pathname.split('/').pop()!;
    const viewer = await register(viewerEmail, 'Vi');
    await acceptInvitation(api(), viewer.token, code);

    const page = await pageWithSession(viewer.token);
    await visit(page, '/account-settings', page.getByTestId('members-table'));
    await expect.poll(() => page.getByTestId('current-team').textContent()).toContain(owner.team.name);
    expect(await page.getByTestId('invite-member-button').isDisabled()).toBe(true);
    await page.getByTestId('invite-member-reason').hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe("You don't have permission");
    await screenshot(page, 'account-settings-viewer-desktop');

    const mobile = await pageWithSession(owner.token, { viewport: MOBILE, colorScheme: 'dark' });
    await visit(mobile, '/account-settings', mobile.getByTestId('member-cards'), 'account-settings-mobile-dark');
  });
});

describe('the accept screen', () => {
  it('shows the other-user view, whose buttons log out first', async () => {
    const owner = await register(uniqueEmail('owner'), 'Oscar');
    const addressee = uniqueEmail('someone');
    await invite(api(), owner.token, owner.team.id, { name: 'Some One', email: addressee, role: 'developer' });
    const link = await invitationLink(addressee);
    const strangerEmail = uniqueEmail('stranger');
    const stranger = await register(strangerEmail, 'Stan');
    const page = await pageWithSession(stranger.token);
    await visit(page, link, page.getByTestId('invite-view-other-user'));
    expect(await page.getByText('You try to join team by other user. Please change account').isVisible()).toBe(true);
    expect(await stored(page, 'invite')).toBe(new URL(link).pathname.split('/').pop());
    await screenshot(page, 'invite-other-user-desktop');
    await page.getByRole('button', { name: 'Login before accept invite' }).click();
    await page.waitForURL('**/login**');
    expect(await stored(page, 'token')).toBeNull();
    // The stored invitation survives the detour.
    expect(await stored(page, 'invite')).toBe(new URL(link).pathname.split('/').pop());

    await goesOn(page, link, '**/login**');
    // Logging out revoked the stranger's session: sign in again.
    await storeSession(page, await newSession(api(), strangerEmail));
    await page.goto(link);
    await page.getByRole('button', { name: 'Skip and go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    expect(await stored(page, 'invite')).toBeNull();
  });

  it('shows the not-found view for an unknown code, and a missing code goes to the Dashboard', async () => {
    const someone = await register(uniqueEmail('lost'), 'Lou');
    const page = await pageWithSession(someone.token);
    await visit(page, `/invite/${'x'.repeat(43)}`, page.getByTestId('invite-view-not-found'));
    expect(await page.getByText('Oh, no!').isVisible()).toBe(true);
    expect(await page.getByText('Your invitation has expired or not found. Please contact your administrator.').isVisible()).toBe(true);
    await screenshot(page, 'invite-not-found-desktop');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');

    await goesOn(page, '/invite/', '**/dashboard');
  });
});
