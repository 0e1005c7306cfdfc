import { TEAM_NAME_MAX_LENGTH } from '@portal/shared/accounts/accounts.constants';
import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  invite,
  mailedInvitationCode,
  membersOf,
  signUp,
  type Person,
} from '../test-support/portal-data';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { settled, visit } from './support/journeys';
import { usePortal } from './support/portal';

// What a new user hit (issue 7): long team names, the members on a phone, the 404 inside the layout, the accept screen.
const portal = usePortal();
const { api } = portal;
const TABLET = { width: 1024, height: 768 };
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['tablet', TABLET],
  ['mobile', MOBILE],
] as const;

/**
 * The longest team names: 100 characters with no place to break, and 100 with spaces and an emoji (two UTF-16 units).
 */
const UNBROKEN_NAME = 'W'.repeat(TEAM_NAME_MAX_LENGTH);
const SPACED_NAME = `Interplanetary Logistics ${'Research '.repeat(8)}🚀x`;

/** Whether nothing of the page sticks out sideways. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A person whose team has a long name (renamed through the API, as its Owner would). */
async function ownerOfLongTeam(name = SPACED_NAME): Promise<Person> {
  const owner = await signUp(api(), { name: 'Lena' });
  const renamed = await api().call(accountsEndpoints.rename, {
    token: owner.token,
    params: { id: owner.teamId },
    body: { name },
  });
  expect(renamed.status).toBe(200);
  return owner;
}

/** The header's parts and the logo that are on screen; any two of them that overlap, by name. */
async function overlaps(page: Page): Promise<string[]> {
  const parts = {
    logo: page.locator('.side-menu__brand'),
    breadcrumbs: page.getByTestId('breadcrumbs'),
    team: page.getByTestId('current-team'),
    application: page.getByTestId('current-application'),
    user: page.getByTestId('current-user'),
  };
  const boxes: Array<[string, { x: number; y: number; width: number; height: number }]> = [];
  for (const [name, locator] of Object.entries(parts)) {
    const box = (await locator.isVisible()) ? await locator.boundingBox() : null;
    if (box && box.width > 0) boxes.push([name, box]);
  }
  const found: string[] = [];
  boxes.forEach(([a, one], i) =>
    boxes.slice(i + 1).forEach(([b, other]) => {
      const apart =
        one.x + one.width <= other.x ||
        other.x + other.width <= one.x ||
        one.y + one.height <= other.y ||
        other.y + other.height <= one.y;
      if (!apart) found.push(`${a} × ${b}`);
    }),
  );
  return found;
}

describe('a 100-character team name', () => {
  it.each([
    ['light', 'unbroken', UNBROKEN_NAME],
    ['dark', 'spaced', SPACED_NAME],
  ] as const)(
    'is cut with an ellipsis and a tooltip; no page scrolls sideways at 1440, 1024 and 390 px (%s, %s)',
    async (colorScheme, kind, teamName) => {
      expect(teamName).toHaveLength(TEAM_NAME_MAX_LENGTH);
      const owner = await ownerOfLongTeam(teamName);
      await invite(api(), owner.token, owner.teamId, {
        name: 'Some Body',
        email: `some.${Date.now()}@example.com`,
        role: 'developer',
      });
      for (const [label, viewport] of VIEWPORTS) {
        const page = await portal.pageWithSession(owner.token, { viewport, colorScheme });
        await visit(
          page,
          '/dashboard',
          page.getByTestId('current-team'),
          `long-team-${kind}-dashboard-${label}-${colorScheme}`,
        );
        expect(await fitsWidth(page), `dashboard at ${label}`).toBe(true);
        expect(await overlaps(page), `header at ${label}`).toEqual([]);
        await visit(
          page,
          '/account-settings',
          page.getByTestId('account-settings-team-name'),
          `long-team-${kind}-account-settings-${label}-${colorScheme}`,
        );
        expect(await fitsWidth(page), `account settings at ${label}`).toBe(true);
        expect(await overlaps(page), `header at ${label}`).toEqual([]);
        // The switcher's menu stays within the window and cuts the name.
        await page.getByTestId('current-team').click();
        const option = page.getByTestId('team-option').first();
        await option.waitFor();
        await settled(page.locator('.ant-dropdown').filter({ has: option }));
        const menu = await page.locator('.team-switcher__menu').boundingBox();
        expect(
          await page.getByTestId('current-team-name').evaluate((name) => name.scrollWidth > name.clientWidth),
          'the name is cut',
        ).toBe(true);
        expect(menu!.width).toBeLessThanOrEqual(Math.min(360, viewport.width - 24));
        expect(menu!.x + menu!.width).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `long-team-${kind}-switcher-${label}-${colorScheme}`);
      }
      // The whole name is a hover away.
      const page = await portal.pageWithSession(owner.token, { colorScheme });
      await visit(page, '/dashboard', page.getByTestId('current-team-name'));
      await page.getByTestId('current-team-name').hover();
      await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(teamName);
      // Three widths of screens: past the default minute on a busy 2-core machine.
    },
    150_000,
  );
});

describe('the members on a phone', () => {
  it.each(['light', 'dark'] as const)('are cards with their actions in view (%s)', async (colorScheme) => {
    const owner = await ownerOfLongTeam();
    const member = await signUp(api(), { name: 'Mia' });
    await invite(api(), owner.token, owner.teamId, { name: 'Mia Member', email: member.email, role: 'developer' });
    await acceptInvitation(api(), member.token, await mailedInvitationCode(api(), member.email));
    const page = await portal.pageWithSession(owner.token, { viewport: MOBILE, colorScheme });
    await visit(page, '/account-settings', page.getByTestId('members-cards'), `members-cards-mobile-${colorScheme}`);
    expect(await page.getByTestId('members-table').count()).toBe(0);
    const card = page.getByTestId('members-card').filter({ hasText: member.email });
    for (const action of ['member-role-select', 'member-suspend', 'member-delete']) {
      const box = await card.getByTestId(action).boundingBox();
      expect(box, action).not.toBeNull();
      expect(box!.x + box!.width, action).toBeLessThanOrEqual(MOBILE.width);
    }
    expect(await fitsWidth(page)).toBe(true);
    // Suspending asks first.
    await card.getByTestId('member-suspend').click();
    await expect.poll(() => page.getByText('Suspend Mia Lovelace?').isVisible()).toBe(true);
    await settled(page.locator('.ant-popover').filter({ hasText: 'Suspend Mia Lovelace?' }));
    await screenshot(page, `members-suspend-confirm-mobile-${colorScheme}`);
  });
});

describe('the 404 screen', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('is inside the layout with a session, on its own without (%s)', async (label, viewport) => {
    const person = await signUp(api(), { name: 'Nora' });
    const signedIn = await portal.pageWithSession(person.token, { viewport });
    await visit(signedIn, '/no/such/page', signedIn.getByTestId('not-found-page'), `not-found-signed-in-${label}`);
    expect(await signedIn.getByTestId('app-layout').isVisible()).toBe(true);
    expect(await signedIn.getByText('Sorry, the page you visited does not exist.').isVisible()).toBe(true);
    const visitor = await portal.openPage({ viewport, colorScheme: 'dark' });
    await visit(visitor, '/no/such/page', visitor.getByTestId('not-found-page'), `not-found-visitor-${label}-dark`);
    expect(await visitor.getByTestId('app-layout').count()).toBe(0);
  });
});

describe('the accept screen', () => {
  it('says who invited with which role; a refused accept shows the message and the way to the Dashboard', async () => {
    const owner = await signUp(api(), { name: 'Grace', lastname: 'Hopper' });
    const invitee = await signUp(api(), { name: 'Ivy' });
    const member = await invite(api(), owner.token, owner.teamId, { name: 'Ivy', email: invitee.email, role: 'admin' });
    const code = await mailedInvitationCode(api(), invitee.email);
    const page = await portal.pageWithSession(invitee.token, { viewport: MOBILE });
    await visit(page, `/invite/${code}`, page.getByTestId('invite-view-member'), 'invite-invited-by-mobile');
    expect(await page.getByTestId('invite-invited-by').textContent()).toBe('Grace Hopper invited you as Admin.');

    // The Owner withdraws the invitation meanwhile.
    await api().call(membersEndpoints.remove, {
      token: owner.token,
      params: { id: member.id },
      body: { account: owner.teamId },
    });
    await page.getByRole('button', { name: 'Accept invite' }).click();
    await expect
      .poll(() => page.getByTestId('invite-accept-error').textContent())
      .toBe('Your invitation has expired or not found. Please contact your administrator.');
    expect(await page.getByRole('button', { name: 'Accept invite' }).isDisabled()).toBe(true);
    await screenshot(page, 'invite-accept-refused-mobile');
    await page.getByTestId('invite-accept-go-dashboard').click();
    await page.waitForURL('**/dashboard');
    expect((await membersOf(api(), owner.token, owner.teamId)).map((m) => m.email)).not.toContain(invitee.email);
  });
});
