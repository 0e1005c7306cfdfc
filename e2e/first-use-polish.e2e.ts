import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@portal/shared/auth/auth.constants';
import { connectorsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { type Receiver, startReceiver } from '../test-support/webhook-receiver';
import {
  acceptInvitation,
  createApplication,
  invite,
  mailedInvitationCode,
  membersOf,
  signUp,
} from '../test-support/portal-data';
import { sandboxConsumer } from '../test-support/sandbox-consumer';
import { animationsEnded, DESKTOP, MOBILE, screenshot } from './support/browser';
import { fillSignUp, fitsWidth, screenshotViews, uniqueEmail, visit } from './support/journeys';
import { usePortal } from './support/portal';

/**
 * Issue 25, what a new user tripped on (points 9, 11, 12, 13, 15 and the texts): sign-up shows the app's messages,
 * never the browser's bubble; /billing/success opened on a portal without Stripe says so; a webhook row's test event
 * is filled from the webhook and listed among its deliveries as a test; a suspended member is told which team
 * suspended them; the wizard's last options are links a click and Enter follow while the tour is up; and the texts.
 * Screens at 1440 and 390 px, light and dark.
 */
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
const portal = usePortal(() => ({ WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}` }));
const api = () => portal.api();
const ALL_GUIDES = { completedDashboard: true, completedCreateApplication: true, completedConsumer: true };

/**
 * Screenshots of what `page` shows now, at 1440 and 390 px in light and dark, each checked to fit its width (not the
 * authentication screens at 390 px: their 420 px minimum is another part of issue 25, fixed apart).
 */
async function screenshotsOfState(
  page: Page,
  name: string,
  ready: () => Promise<unknown>,
  { authScreen = false } = {},
) {
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [MOBILE, 'mobile'],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await ready();
      await animationsEnded(page);
      await screenshot(page, `${name}-${size}-${colorScheme}`);
      if (!authScreen || size === 'desktop')
        expect(await fitsWidth(page), `${name} at ${size} ${colorScheme}`).toBe(true);
    }
  }
  // Back to the desktop the journey goes on at (a list is cards on a phone).
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('sign-up (point 9)', () => {
  it("shows the app's messages, not the browser's bubble: an invalid email and an empty last name are both explained", async () => {
    const page = await portal.openPage();
    await page.goto('/sign-up');
    await fillSignUp(page, { email: 'ada', lastname: '' });
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'SIGN UP', exact: true }).click();
    await page.getByText(AUTH_MESSAGES.lastNameRequired, { exact: true }).waitFor();
    await page.getByText(AUTH_MESSAGES.emailInvalid, { exact: true }).waitFor();
    // The form asks the browser not to validate: its own messages are the only ones.
    expect(await page.locator('form#sign-up').evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true);
    expect(page.url()).toMatch(/\/sign-up$/);
    await screenshotsOfState(
      page,
      'polish-sign-up-errors',
      () => page.getByText(AUTH_MESSAGES.lastNameRequired, { exact: true }).waitFor(),
      { authScreen: true },
    );
  });
});

describe('billing success without Stripe (point 11)', () => {
  it('opened directly, it says no payment happened here, names the plan, and links to Plan & Billing', async () => {
    const owner = await signUp(api(), { name: 'Bill' });
    await api().call(usersEndpoints.updateGuides, { token: owner.token, body: ALL_GUIDES });
    const page = await portal.pageWithSession(owner.token);
    await visit(page, '/billing/success', page.getByText('No payment to confirm'));
    const result = page.getByTestId('billing-success');
    await result
      .getByText(
        'This portal does not take payments through Stripe, so no checkout happened here. Your team is on the Free plan; plans are changed in Plan & Billing.',
      )
      .waitFor();
    expect(await result.textContent()).not.toContain('Stripe confirmed');
    expect(await result.locator('.ant-spin').count()).toBe(0);
    await screenshotsOfState(page, 'polish-billing-success-no-stripe', () => result.waitFor());
    await page.getByTestId('billing-success-plan-link').click();
    await page.waitForURL('**/account-settings?tab=plan');
    await page.getByTestId('current-plan-name').waitFor();
  });
});

describe('test event from a webhook row (point 12)', () => {
  it('is filled with the webhook’s URL, API, event and a service of that API, and is listed among its deliveries as a test', async () => {
    const { owner, application } = await sandboxConsumer(api(), 'Tess');
    await api().call(usersEndpoints.updateGuides, { token: owner.token, body: ALL_GUIDES });
    const deliveryUrl = receiver.url(`/row-${application}`);
    await api().call(webhooksEndpoints.create, {
      token: owner.token,
      body: {
        application,
        // The owner's portal shows test, where sandboxConsumer made everything (issue 27).
        environment: 'test',
        deliveryUrl,
        unifiedApi: 'Shipment',
        events: ['shipment.tracking.updated', 'connection.invalid'],
      },
    });
    const page = await portal.pageWithSession(owner.token);
    await visit(page, '/webhooks', page.getByTestId('webhook-test'));
    await page.getByTestId('webhook-test').click();
    const modal = page.getByTestId('test-event-modal');
    await expect.poll(() => modal.getByTestId('test-event-url').inputValue()).toBe(deliveryUrl);
    await expect.poll(() => modal.getByTestId('test-event-service').inputValue()).not.toBe('');
    const service = await modal.getByTestId('test-event-service').inputValue();
    const connectors = (await api().call(connectorsEndpoints.list, { token: owner.token })).data;
    expect(connectors.find((connector) => connector.serviceId === service)?.unifiedApi).toBe('Shipment');
    // The API by its name alone ('Shipment', not 'Shipment · Shipment'), the webhook's first event.
    expect(await modal.getByTestId('test-event-api').textContent()).toBe('Shipment');
    expect(await modal.getByTestId('test-event-type').textContent()).toBe('shipment.tracking.updated');
    await screenshotsOfState(page, 'polish-test-event-prefilled', () => modal.getByTestId('test-event-url').waitFor());
    await modal.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Event sent').waitFor();
    await modal.getByRole('button', { name: 'Done', exact: true }).click();
    expect(receiver.received.filter((request) => request.path === `/row-${application}`)).toHaveLength(1);

    await page.getByRole('button', { name: 'Expand row' }).first().click();
    const deliveries = page.getByTestId('deliveries-table');
    await deliveries.getByText('shipment.tracking.updated').waitFor();
    expect(await deliveries.getByTestId('delivery-test').allTextContents()).toEqual(['Test']);
    await deliveries.getByText('delivered').waitFor();
    // On a phone the webhook is a card (shared/ui/data-table.tsx): its deliveries are behind Show details.
    await screenshotsOfState(page, 'polish-webhook-test-delivery', async () => {
      if (!(await deliveries.isVisible())) await page.getByTestId('webhooks-card-details').first().click();
      await deliveries.waitFor();
    });
  });
});

describe('a suspended member (point 13)', () => {
  it('is told on the next visit which team suspended them and where they are now, once', async () => {
    const owner = await signUp(api(), { name: 'Alice' });
    const member = await signUp(api(), { name: 'Sam' });
    await invite(api(), owner.token, owner.teamId, { name: 'Sam', email: member.email, role: 'developer' });
    await acceptInvitation(api(), member.token, await mailedInvitationCode(api(), member.email));
    await api().call(usersEndpoints.updateGuides, { token: member.token, body: ALL_GUIDES });
    const page = await portal.pageWithSession(member.token);
    await visit(page, '/dashboard', page.getByTestId('app-content'));
    await page.getByTestId('current-team').getByText("Alice's team").waitFor();
    expect(await page.getByTestId('suspended-notice').count()).toBe(0);

    const membership = (await membersOf(api(), owner.token, owner.teamId)).find((one) => one.email === member.email)!;
    await api().call(membersEndpoints.toggleSuspended, {
      token: owner.token,
      params: { id: membership.id },
      body: { account: owner.teamId },
    });
    await page.reload();
    const notice = page.getByTestId('suspended-notice');
    await notice.getByText("Alice's team suspended your membership").waitFor();
    await notice
      .getByText(
        "You no longer have access to Alice's team, so you are now working in Sam's team. Ask an admin of Alice's team if you think this is a mistake.",
      )
      .waitFor();
    await page.getByTestId('current-team').getByText("Sam's team").waitFor();
    await screenshotsOfState(page, 'polish-suspended-notice', () => notice.waitFor());
    // Told once: the next visit starts in the member's own team, without the notice.
    await expect
      .poll(async () => (await api().call(usersEndpoints.me, { token: member.token })).data.suspendedFrom)
      .toBeNull();
    await page.reload();
    await page.getByTestId('current-team').getByText("Sam's team").waitFor();
    expect(await page.getByTestId('suspended-notice').count()).toBe(0);
  });
});

describe("the wizard's last step (point 15) and its connectors' API tags", () => {
  it('follows each option with a click or Enter while the onboarding tour points at them; the docs open in a new tab', async () => {
    const owner = await signUp(api(), { name: 'Wiz' });
    const application = (await createApplication(api(), owner.token, owner.teamId, 'Wizard app')).id;
    const page = await portal.pageWithSession(owner.token);
    // Step 2 names each connector's API as the spec and the Integrations page do.
    await visit(page, `/application/setup/${application}/connectors`, page.getByTestId('setup-connector-bamboohr'));
    const tags = await page.getByTestId('setup-connector-api').allTextContents();
    expect(tags).toContain('Shipment');
    expect(tags).toContain('Distributor');
    expect(tags).toContain('HRIS');

    const next = `/application/setup/${application}/next`;
    const option = (name: string) => page.getByTestId('setup-options').getByRole('link', { name });
    // The tour is up (this user has not finished it) and points at the options: they still take a click.
    await visit(page, next, page.locator('[data-action="primary"]'));
    await option('Enable integrations').click();
    await page.waitForURL('**/integration');
    await visit(page, next, page.locator('[data-action="primary"]'));
    await option('Invite team members').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/account-settings?tab=team');
    await visit(page, next, page.locator('[data-action="primary"]'));
    const [docs] = await Promise.all([
      page.context().waitForEvent('page'),
      option('Read Documentation (opens in a new tab)').click(),
    ]);
    expect(docs.url()).not.toBe('about:blank');
    await docs.close();
    await option('Dashboard').press('Enter');
    await page.waitForURL('**/dashboard');
    await api().call(usersEndpoints.updateGuides, { token: owner.token, body: ALL_GUIDES });
    await screenshotViews(portal, owner.token, [
      [next, 'setup-options', 'polish-setup-next'],
      [`/application/setup/${application}/connectors`, 'setup-connector-bamboohr', 'polish-setup-connectors'],
    ]);
  }, 120_000);
});

describe('texts (spec quotes and our own)', () => {
  it('Occurred at, Service ID, User Settings, the unified API names, No logs, and a broken sign-in link in words', async () => {
    const owner = await signUp(api(), { name: 'Tex' });
    await api().call(usersEndpoints.updateGuides, { token: owner.token, body: ALL_GUIDES });
    await createApplication(api(), owner.token, owner.teamId, 'Texts app');
    const page = await portal.pageWithSession(owner.token);
    await visit(page, '/dashboard', page.getByTestId('dashboard-logs'));
    await page.getByTestId('dashboard-logs').getByText('No logs', { exact: true }).waitFor();
    expect(await page.getByTestId('side-menu').getByRole('menuitem', { name: 'User Settings' }).count()).toBe(1);

    await visit(page, '/logs?currentTab=events', page.getByTestId('events-table'));
    await page.getByTestId('events-table').getByRole('columnheader', { name: 'Occurred at' }).waitFor();
    await page.getByTestId('filter-api').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.first().waitFor();
    const labels = await options.allTextContents();
    expect(labels).toContain('Shipment');
    expect(labels).toContain('HRIS · HR information systems');
    expect(labels.some((label) => label.includes('Shipment · Shipment'))).toBe(false);
    await page.keyboard.press('Escape');

    await visit(page, '/sequences/new', page.getByTestId('new-sequence-page'));
    await page.getByLabel('Service ID').fill('bamboohr');
    await visit(page, '/user-settings', page.getByRole('heading', { name: 'User Settings' }));

    const guest = await portal.openPage();
    await guest.goto(`/login-callback?code=${uniqueEmail('code')}`);
    await guest.waitForURL('**/login');
    await guest
      .getByTestId('login-error')
      .getByText('This sign-in link is incomplete. Start again from the login page.')
      .waitFor();
    await screenshot(guest, 'polish-login-callback-error-desktop-light');
    await screenshotViews(portal, owner.token, [
      ['/dashboard', 'dashboard-logs', 'polish-dashboard-no-logs'],
      ['/logs?currentTab=events', 'events-table', 'polish-logs-events'],
      ['/sequences/new', 'new-sequence-page', 'polish-sequences-new'],
      ['/user-settings', 'password-section', 'polish-user-settings'],
    ]);
  }, 120_000);
});
