import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { createApplication, signUp } from '../test-support/portal-data';
import { MOBILE, screenshot } from './support/browser';
import { screenshotViews, settled, signUpThroughForm, stored, uniqueEmail } from './support/journeys';
import { usePortal } from './support/portal';

/**
 * Environments in the browser (issue 27): a new Owner's live key, then test beside it: the TEST tag and the amber
 * header, none of live's keys, an sk_test_ key, BambooHR enabled in test and a test consumer connected to its
 * simulator; back in live the test consumer is not there, and a reload keeps the environment. The TEST tag's
 * screens at 1440 and 390 px, light and dark.
 */
const portal = usePortal();

/** Picks an environment in the header's switch. */
async function switchTo(page: Page, environment: 'test' | 'live') {
  await page.getByTestId('environment-switch').click();
  await page.getByTestId(`environment-option-${environment}`).click();
  await expect.poll(() => page.getByTestId('app-header').getAttribute('data-environment')).toBe(environment);
}

/** The side menu's entry (on a phone, behind the menu button). */
async function openFromMenu(page: Page, name: string, url: string) {
  await page.getByTestId('side-menu').getByRole('menuitem', { name }).click();
  await page.waitForURL(`**${url}`);
}

const keyValues = (page: Page) => page.getByTestId('api-key-value').allTextContents();

/** Whether any two of the header's controls overlap (a phone's width must leave each its own room). */
const headerOverlaps = (page: Page) =>
  page.evaluate(() => {
    const ids = ['current-team', 'current-application', 'environment-switch', 'current-user'];
    const boxes = ids.map((id) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect());
    const overlapping: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b, j) => {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        if (!apart) overlapping.push(`${ids[i]} and ${ids[i + 1 + j]}`);
      }),
    );
    const outside = ids.filter((_id, i) => boxes[i]!.right > window.innerWidth || boxes[i]!.left < 0);
    return [...overlapping, ...outside.map((id) => `${id} outside the window`)];
  });

describe('environments', () => {
  it('keeps live and test apart: keys, a sandbox-connected test consumer, the TEST tag, kept across a reload', async () => {
    const page = await portal.openPage();
    await signUpThroughForm(page, { name: 'Tess', email: uniqueEmail('tess') });

    // An application, from the Overview.
    await page.goto('/overview');
    await page.getByTestId('create-application-button').click();
    await page.getByTestId('create-application-modal').getByLabel('Name').fill('Payroll sync');
    await page.getByTestId('create-application-modal').getByRole('button', { name: 'Create' }).click();
    await page.getByText('Application was successfully added').waitFor();

    // Live, as every account starts: a live key, and no TEST tag.
    await openFromMenu(page, 'Credentials', '/credentials');
    expect(await page.getByTestId('environment-switch').textContent()).toContain('Live');
    expect(await page.getByTestId('environment-test-tag').count()).toBe(0);
    await page.getByText('No credentials').waitFor();
    await page.getByTestId('add-credential-button').click();
    await page.getByText('Credentials was successfully added').waitFor();
    await expect.poll(() => keyValues(page)).toEqual([expect.stringMatching(/^sk_live_•{8}/)]);

    // Test: the TEST tag, the note on test keys, none of live's keys; a test key.
    await switchTo(page, 'test');
    expect(await page.getByTestId('environment-test-tag').textContent()).toBe('TEST');
    await page.getByTestId('test-keys-note').waitFor();
    await page.getByText('No credentials').waitFor();
    expect(await keyValues(page)).toEqual([]);
    await page.getByTestId('add-credential-button').click();
    // The live key's toast may still be shown.
    await page.getByText('Credentials was successfully added').last().waitFor();
    await expect.poll(() => keyValues(page)).toEqual([expect.stringMatching(/^sk_test_•{8}/)]);

    // BambooHR enabled in test: connected to its simulator, no settings asked.
    await page.goto('/integration/bamboohr');
    await page.getByTestId('test-note').waitFor();
    expect(await page.getByLabel('Company domain').count()).toBe(0);
    await page.getByTestId('integration-enable').click();
    await page.getByTestId('integration-save').click();
    await page.getByTestId('connection-badge').getByText('Success').waitFor();

    // A test consumer, its BambooHR connected to the sandbox.
    await openFromMenu(page, 'Consumers', '/consumers');
    await page.getByText('No consumers').waitFor();
    await page.getByTestId('add-consumer-button').click();
    await page.getByPlaceholder('Ex: ConsumerX').fill('Sandbox Co');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Consumer was successfully added').waitFor();
    await page.getByTestId('consumer-link').click();
    await page.waitForURL(/\/consumers\/[0-9a-f-]{36}$/);
    const consumerId = new URL(page.url()).pathname.split('/').pop()!;
    const row = page.getByTestId('consumer-connections-table').getByRole('row', { name: /BambooHR/ });
    await row.getByTestId('consumer-connection-link').click();
    await page.waitForURL(`**/consumers/${consumerId}/service/bamboohr`);
    await page.getByTestId('consumer-test-note').waitFor();
    expect(await page.getByLabel('Company domain').count()).toBe(0);
    await page.getByTestId('consumer-sandbox-connect').click();
    await page.getByTestId('connection-badge').getByText('Success').waitFor();
    await page.getByTestId('consumer-sandbox-tag').waitFor();

    // The TEST tag's screens at 1440 and 390 px, light and dark, each within its width; the header's controls apart.
    const token = (await stored(page, 'token'))!;
    await screenshotViews(portal, token, [
      ['/credentials', 'credentials-table', 'environments-test-credentials'],
      [`/consumers/${consumerId}/service/bamboohr`, 'consumer-sandbox-tag', 'environments-test-consumer-service'],
      ['/consumers', 'consumers-table', 'environments-test-consumers'],
    ]);
    const phone = await portal.pageWithSession(token, { viewport: MOBILE });
    await phone.goto('/credentials');
    await phone.getByTestId('environment-test-tag').waitFor();
    await phone.getByTestId('credentials-cards').or(phone.getByTestId('credentials-table')).waitFor();
    expect(await headerOverlaps(phone)).toEqual([]);
    await phone.getByTestId('environment-switch').click();
    await phone.getByTestId('environment-option-live').waitFor();
    await settled(phone.locator('.environment-switch__menu'));
    await screenshot(phone, 'environments-switch-menu-mobile-light');

    // Back to live from the test consumer's screen: the Consumers list, without the test consumer.
    await switchTo(page, 'live');
    await page.waitForURL('**/consumers');
    await page.getByText('No consumers').waitFor();
    expect(await page.getByTestId('app-content').getByText('Sandbox Co', { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('environment-test-tag').count()).toBe(0);

    // A reload keeps the environment: live now, test after switching again.
    await page.reload();
    await page.getByText('No consumers').waitFor();
    expect(await page.getByTestId('environment-switch').textContent()).toContain('Live');
    await switchTo(page, 'test');
    await page.getByTestId('consumer-link').getByText('Sandbox Co').waitFor();
    await page.reload();
    await page.getByTestId('environment-test-tag').waitFor();
    await page.getByTestId('consumer-link').getByText('Sandbox Co').waitFor();
    await screenshot(page, 'environments-test-consumers-desktop-light');
  });

  it("promotes test's settings to live: the differences side by side, applied after a confirmation, then recorded", async () => {
    const api = portal.api();
    const owner = await signUp(api, { name: 'Pia' });
    const application = (await createApplication(api, owner.token, owner.teamId, 'Payroll sync')).id;
    await api.call(usersEndpoints.updateMeta, { token: owner.token, body: { applicationId: application } });
    await api.call(integrationsEndpoints.update, {
      token: owner.token,
      params: { serviceId: 'bamboohr' },
      body: { accountId: owner.teamId, serviceId: 'bamboohr', application, isEnabled: true, environment: 'test' },
    });
    await api.call(webhooksEndpoints.create, {
      token: owner.token,
      body: {
        application,
        environment: 'test',
        deliveryUrl: 'https://hooks.example.com/payroll-sync/a-rather-long-path/that-must-wrap-on-a-phone',
        unifiedApi: 'HRIS',
        events: ['hris.employee.created', 'hris.employee.updated', 'connection.callable'],
      },
    });
    // The differences at 1440 and 390 px, light and dark, each within its width.
    await screenshotViews(portal, owner.token, [['/promotion', 'promotion-table', 'environments-promotion']]);

    const page = await portal.pageWithSession(owner.token);
    await page.goto('/promotion');
    const subjects = page.getByTestId('promotion-table').getByTestId('promotion-subject');
    await expect
      .poll(() => subjects.allTextContents())
      .toEqual(['BambooHR', 'https://hooks.example.com/payroll-sync/a-rather-long-path/that-must-wrap-on-a-phone']);
    expect(await page.getByTestId('promotion-change-tag').allTextContents()).toEqual(['Add to live', 'Add to live']);
    // Test's and live's values side by side, the long URL wrapped: nothing pushed out of the table.
    const table = await page.getByTestId('promotion-table').boundingBox();
    const liveValue = await page.getByTestId('promotion-table').getByTestId('promotion-live').first().boundingBox();
    expect(liveValue!.x + liveValue!.width).toBeLessThanOrEqual(table!.x + table!.width);
    await page.getByTestId('promotion-apply').click();
    const confirm = page.getByRole('dialog', { name: 'Apply 2 changes to live?' });
    await confirm.getByText('Live consumers are served with the new settings at once.').waitFor();
    await confirm.getByRole('button', { name: 'Apply to live' }).click();
    await page.getByText('2 changes applied to live').waitFor();
    await page.getByText('Test and live have the same settings').waitFor();
    await page.getByTestId('promotion-history').getByText('Pia').first().waitFor();
    await screenshot(page, 'environments-promotion-applied-desktop-light');
    const history = await page.getByTestId('promotion-history-table').boundingBox();
    const changes = await page.getByTestId('promotion-history-changes').first().boundingBox();
    expect(changes!.x + changes!.width).toBeLessThanOrEqual(history!.x + history!.width);

    // Live has them now.
    const live = (
      await api.call(integrationsEndpoints.get, {
        token: owner.token,
        params: { serviceId: 'bamboohr' },
        query: { application },
      })
    ).data;
    expect(live.isEnabled).toBe(true);
    const hooks = (
      await api.call(webhooksEndpoints.list, { token: owner.token, query: { applicationId: application } })
    ).data;
    expect(hooks.map((hook) => hook.events.length)).toEqual([3]);
  });
});
