import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSmtpServer, startSmtpServer } from '../apps/server/src/test/smtp-server';
import { acceptInvitation, invite, signUp, teamsOf, type Person } from '../test-support/portal-data';
import { MOBILE, animationsEnded, screenshot } from './support/browser';
import {
  fillSignUp,
  goesOn,
  newSession,
  settled,
  stored,
  storeSession,
  submitSignUp,
  uniqueEmail,
  visit,
} from './support/journeys';
import { usePortal } from './support/portal';

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

/** This file's server, mailing through the SMTP server, its typed client and pages on it. */
const portal = usePortal(() => ({ SMTP_URL: smtp.url }));
const { api, openPage, pageWithSession } = portal;

/** A person signed up through the API, with the team made for them at sign-up. */
async function register(email: string, name: string): Promise<Person & { team: { id: string; name: string } }> {
  const person = await signUp(api(), { email, name, lastname: 'Tester' });
  const team = (await teamsOf(api(), person.token)).find((candidate) => candidate.id === person.teamId);
  if (!team) throw new Error(`${email} has no team`);
  return { ...person, team };
}

/** The invitation code from the mail a real SMTP server received. */
async function invitationLink(to: string): Promise<string> {
  const mail = await smtp.waitForMail(to);
  const link = mail.links.find((href) => href.includes('/invite/'));
  expect(link).toMatch(new RegExp(`^${portal.url()}/invite/[\\w-]{43,}$`));
  return link!;
}

const row = (page: Page, address: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: address, exact: true }) });

describe('inviting a developer', () => {
  it('the Owner invites; the invitee signs up through the mailed link, accepts and appears active', async () => {
    const owner = await register(uniqueEmail('owner'), 'Olivia');
    const inviteeEmail = uniqueEmail('dev');
    const ownerPage = await pageWithSession(owner.token);
    await visit(ownerPage, '/account-settings', ownerPage.getByTestId('members-table'), 'account-settings-desktop');

    await ownerPage.getByTestId('invite-member-button').click();
    const modal = ownerPage.getByTestId('invite-member-modal');
    const sendInvite = modal.getByRole('button', { name: 'Send invite' });
    await sendInvite.waitFor();
    await animationsEnded(ownerPage);
    // The first click on an empty form was lost twice on a loaded 2-core machine (clean-clone runs of 2026-11-27: no
    // validation in 10 s; alone it always shows): a user clicks again, so the journey does, at most twice more.
    const required = modal.getByText('Email is required');
    for (let click = 0; click < 3 && !(await required.isVisible()); click += 1) {
      await sendInvite.click();
      await required.waitFor({ timeout: 5_000 }).catch(() => undefined);
    }
    await expect.poll(() => required.isVisible()).toBe(true);
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
    await visit(mobile, '/account-settings', mobile.getByTestId('members-cards'), 'account-settings-mobile-dark');
  });
});

describe("the team's own actions", () => {
  it(
    'the Owner resends an invitation and renames the team; a role change asks first; a member leaves',
    { timeout: 120_000 },
    async () => {
      const owner = await register(uniqueEmail('owner'), 'Orla');
      const memberEmail = uniqueEmail('member');
      await invite(api(), owner.token, owner.team.id, { name: 'Mem Ber', email: memberEmail, role: 'developer' });
      const firstLink = await invitationLink(memberEmail);
      const page = await pageWithSession(owner.token);
      await visit(page, '/account-settings', row(page, memberEmail).getByTestId('member-resend'));
      expect(await page.getByTestId('leave-team').count(), 'the Owner cannot leave').toBe(0);

      // Resend: a new link; the first one stops working.
      await row(page, memberEmail).getByTestId('member-resend').click();
      await expect.poll(() => page.getByText(`The invitation was sent again to ${memberEmail}`).isVisible()).toBe(true);
      const secondLink = await invitationLink(memberEmail);
      expect(secondLink).not.toBe(firstLink);

      // Rename: the header and the page follow.
      await page.getByTestId('rename-team').click();
      const renameModal = page.locator('.ant-modal', { hasText: 'Rename team' });
      await renameModal.getByLabel('Team name').fill('Orbital Works');
      await settled(renameModal);
      await screenshot(page, 'rename-team-desktop');
      await renameModal.getByRole('button', { name: 'Rename', exact: true }).click();
      await expect.poll(() => page.getByTestId('current-team-name').textContent()).toBe('Orbital Works');
      expect(await page.getByTestId('account-settings-team-name').textContent()).toBe('Orbital Works');

      const member = await register(memberEmail, 'Mem');
      const codeOf = (link: string) => new URL(link).pathname.split('/').pop()!;
      expect(
        (await api().call(membersEndpoints.accept, { token: member.token, params: { code: codeOf(firstLink) } }))
          .status,
      ).toBe(404);
      await acceptInvitation(api(), member.token, codeOf(secondLink));
      await page.reload();

      // A role change asks first: Cancel changes nothing, Change role does.
      const roleOf = () => row(page, memberEmail).getByTestId('member-role').textContent();
      const chooseAdmin = async () => {
        await row(page, memberEmail).getByTestId('member-role-select').click();
        await page.locator('.ant-select-item-option', { hasText: 'Admin' }).click();
        await page.locator('.ant-modal-confirm-title', { hasText: 'Change the role of Mem Tester?' }).waitFor();
        // Each time it opens: a click during the opening animation can be lost on a loaded machine (seen in CI).
        await settled(page.locator('.ant-modal', { hasText: 'Change the role of Mem Tester?' }).last());
      };
      await expect.poll(roleOf).toBe('Developer');
      await chooseAdmin();
      await screenshot(page, 'member-role-confirm-desktop');
      await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Cancel' }).click();
      expect(await roleOf()).toBe('Developer');
      await chooseAdmin();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Change role' }).click();
      await expect.poll(roleOf).toBe('Admin');

      // The member leaves, after a confirmation, and is back in their own team.
      const memberPage = await pageWithSession(member.token);
      await visit(memberPage, '/account-settings', memberPage.getByTestId('leave-team'));
      await memberPage.getByTestId('leave-team').click();
      await memberPage.getByText('Leave this team?').waitFor();
      await memberPage.locator('.ant-popconfirm').getByRole('button', { name: 'Leave team' }).click();
      await expect.poll(() => memberPage.getByTestId('current-team-name').textContent()).toBe(member.team.name);
      expect((await teamsOf(api(), member.token)).map((team) => team.id)).not.toContain(owner.team.id);
      await page.reload();
      await page.getByTestId('members-table').waitFor();
      expect(await row(page, memberEmail).count()).toBe(0);
    },
  );
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
    expect(
      await page.getByText('Your invitation has expired or not found. Please contact your administrator.').isVisible(),
    ).toBe(true);
    await screenshot(page, 'invite-not-found-desktop');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');

    await goesOn(page, '/invite/', '**/dashboard');
  });
});
