import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import { tokensEndpoints } from '@portal/shared/tokens/tokens.endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  addCredential,
  createApplication,
  invite,
  mailedInvitationCode,
  signUp,
  teamsOf,
  type Person,
} from '../test-support/portal-data';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { type PageOptions, settled, uniqueEmail, visit } from './support/journeys';
import { usePortal } from './support/portal';

const portal = usePortal();
const { api } = portal;
const LONG_NAME = 'An application whose name is far too long to fit in any header';
const register = (name: string) => signUp(api(), { name, lastname: 'Tester', email: uniqueEmail(name.toLowerCase()) });

/** A page signed in as `person`, allowed to use the clipboard. */
async function pageOf(person: Person, options: PageOptions = {}): Promise<Page> {
  const page = await portal.pageWithSession(person.token, options);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.url() });
  return page;
}

/** Whether nothing of the page sticks out sideways (the header above all). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('[data-testid="app-header"]');
    return (
      document.documentElement.scrollWidth <= window.innerWidth && (!header || header.scrollWidth <= header.clientWidth)
    );
  });

/** Joins `person` to `owner`'s team with `role` through a mailed invitation. */
async function join(owner: Person, person: Person, role: 'admin' | 'developer' | 'user') {
  await invite(api(), owner.token, owner.teamId, { name: person.name, email: person.email, role });
  await acceptInvitation(api(), person.token, await mailedInvitationCode(api(), person.email));
}

describe('applications and API keys', () => {
  it('an Owner creates an application from the Overview, keeps it current across a reload, adds, copies and deletes a key', async () => {
    const owner = await register('Olga');
    const page = await pageOf(owner);
    // A screen that needs an application offers to create one; the header's control leads to the Overview.
    await visit(page, '/credentials', page.getByTestId('no-application-create'), 'credentials-no-application-desktop');
    await page.getByTestId('current-application').click();
    await page.getByTestId('open-overview').click();
    await page.waitForURL('**/overview');
    await page.getByTestId('no-application').waitFor();
    await screenshot(page, 'overview-empty-desktop');
    await page.getByTestId('create-application-button').click();
    const modal = page.getByTestId('create-application-modal');
    await modal.getByLabel('Name').fill('Payroll sync');
    await screenshot(page, 'create-application-desktop');
    await modal.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Application was successfully added').waitFor();
    await expect.poll(() => page.getByTestId('current-application-name').textContent()).toBe('Payroll sync');
    await page.getByTestId('application-card').waitFor();
    await page.getByText('Not data available yet').waitFor();
    await screenshot(page, 'overview-desktop');

    await page.reload();
    await expect.poll(() => page.getByTestId('current-application-name').textContent()).toBe('Payroll sync');

    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Credentials' }).click();
    await page.waitForURL('**/credentials');
    await page.getByText('No credentials').waitFor();
    await page.getByTestId('add-credential-button').click();
    await page.getByText('Credentials was successfully added').waitFor();
    const value = page.getByTestId('api-key-value');
    await expect.poll(() => value.textContent()).toMatch(/^sk_live_•{8}[\w-]{4}$/);
    await page.getByTestId('api-key-copy').click();
    await page.getByText('Api key copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^sk_live_[\w-]{43}$/);
    expect(copied.slice(-4)).toBe((await value.textContent())!.slice(-4));
    await page.getByTestId('api-key-reveal').click();
    await expect.poll(() => value.textContent()).toBe(copied);
    await screenshot(page, 'credentials-desktop');
    // The copied key works: the explorer's exchange for an access token.
    const [application] = (await api().call(applicationsEndpoints.list, { token: owner.token })).data;
    const exchange = await api().call(tokensEndpoints.issue, {
      body: { scope: 'application', applicationId: application!.id, apiKey: copied },
    });
    expect(exchange.data).toMatchObject({ data: { url: `${portal.url()}/unified`, accessToken: expect.any(String) } });

    await page.getByTestId('credential-delete').click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Credentials was successfully deleted').waitFor();
    await page.getByText('No credentials').waitFor();

    await page.goto('/overview');
    await page.getByTestId('application-card-menu').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Payroll sync?' }).waitFor();
    // A click during the dialog's opening animation can be lost on a loaded machine (the dialog stayed open, seen in
    // CI).
    await settled(page.locator('.ant-modal').filter({ hasText: 'Delete Payroll sync?' }));
    await page.getByTestId('confirm-delete-application').click();
    await page.getByText('Application was successfully deleted').waitFor();
    await page.getByTestId('no-application').waitFor();
    await expect.poll(() => page.getByTestId('current-application-name').textContent()).toBe('No application');
  });

  it('a Viewer sees Add disabled with its tooltip', async () => {
    const owner = await register('Otto');
    const viewer = await register('Vera');
    await join(owner, viewer, 'user');
    const page = await pageOf(viewer);
    // Without an application a Viewer is told to ask an admin, and offered nothing to create.
    await visit(page, '/credentials', page.getByText('Ask an Owner or Admin of your team to create one.'));
    expect(await page.getByTestId('no-application-create').count()).toBe(0);
    const application = await createApplication(api(), owner.token, owner.teamId, 'Shared app');
    await addCredential(api(), owner.token, application.id);
    await visit(page, '/credentials', page.getByTestId('credentials-table'));
    expect(await page.getByTestId('add-credential-button').isDisabled()).toBe(true);
    await page.getByTestId('add-credential-reason').hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe("You don't have permission");
    await screenshot(page, 'credentials-viewer-desktop');
  });

  it("a member of two teams switches team and sees that team's applications", async () => {
    const owner = await register('Theo');
    const member = await register('Mia');
    await join(owner, member, 'developer');
    await createApplication(api(), owner.token, owner.teamId, 'Theo app');
    await createApplication(api(), member.token, member.teamId, 'Mia app');
    const page = await pageOf(member);
    await page.goto('/overview');
    // Joining made Theo's team current.
    await expect.poll(() => page.getByTestId('current-application-name').textContent()).toBe('Theo app');
    expect(await page.getByTestId('application-card-name').allTextContents()).toEqual(['Theo app']);
    await page.getByTestId('current-team').click();
    const ownTeam = (await teamsOf(api(), member.token)).find((team) => team.id === member.teamId)!;
    await page.getByTestId('team-option').filter({ hasText: ownTeam.name }).click();
    await expect.poll(() => page.getByTestId('application-card-name').allTextContents()).toEqual(['Mia app']);
    await expect.poll(() => page.getByTestId('current-application-name').textContent()).toBe('Mia app');
    await page.getByTestId('current-application').click();
    await page.getByTestId('open-overview').waitFor();
    await screenshot(page, 'application-switcher-desktop');
    // The name's tooltip does not cover the menu: its first entry takes the click.
    await page.getByTestId('application-option').click({ timeout: 5_000 });
    await page.reload();
    await expect.poll(() => page.getByTestId('current-application-name').textContent()).toBe('Mia app');
  });

  /**
   * An Owner whose team, application and name are all longer than a header has room for, with more keys than a page.
   */
  async function longNames() {
    const owner = await register('Leonora-Augusta');
    await api().call(accountsEndpoints.create, {
      token: owner.token,
      body: { name: 'A team with a rather long name for a header' },
    });
    const application = await createApplication(api(), owner.token, owner.teamId, LONG_NAME);
    for (let n = 0; n < 12; n += 1) await addCredential(api(), owner.token, application.id);
    return owner;
  }

  it.each([
    [
      'light',
      [
        ['desktop', DESKTOP],
        ['tablet', { width: 1024, height: 768 }],
        ['mobile', MOBILE],
      ],
    ],
    [
      'dark',
      [
        ['desktop', DESKTOP],
        ['mobile', MOBILE],
      ],
    ],
  ] as const)('keeps long names and a second page of keys within the width (%s)', async (colorScheme, viewports) => {
    const owner = await longNames();
    for (const [label, viewport] of viewports) {
      const page = await pageOf(owner, { viewport, colorScheme });
      const shot = (screen: string) => (label === 'tablet' ? undefined : `${screen}-${label}-${colorScheme}`);
      // The keys are a table from 768 px and cards below (shared/ui/data-table.tsx).
      await visit(
        page,
        '/credentials',
        page.getByTestId('credentials-table').or(page.getByTestId('credentials-cards')),
        shot('credentials'),
      );
      expect(await fitsWidth(page), `${label} ${colorScheme}`).toBe(true);
      expect(await page.getByTestId('api-key-value').count()).toBe(10);
      if (label === 'desktop' && colorScheme === 'light') {
        // The whole name in the header's tooltip; the second page holds the other two keys.
        await page.getByTestId('current-application-name').hover();
        await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(LONG_NAME);
        await page.getByTitle('2', { exact: true }).click();
        await expect.poll(() => page.getByTestId('api-key-value').count()).toBe(2);
      }
      await visit(page, '/overview', page.getByTestId('application-card'), shot('overview'));
      expect(await fitsWidth(page), `${label} ${colorScheme} overview`).toBe(true);
    }
  });
});
