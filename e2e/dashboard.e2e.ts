import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { connectionsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { credentialsEndpoints } from '@portal/shared/credentials/credentials.endpoints';
import { tokensEndpoints } from '@portal/shared/tokens/tokens.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { addCredential, createApplication, signUp } from '../test-support/portal-data';
import { animationsEnded, MOBILE, screenshot } from './support/browser';
import { fillSignUp, fitsWidth, stored, submitSignUp, uniqueEmail, visit } from './support/journeys';
import { usePortal } from './support/portal';

/**
 * From sign-up to a first unified call (issue 14): the setup wizard's four steps in the browser, a return mid-way,
 * the Dashboard before and after sandbox calls (chart, counts, last logs, usage), the Get started stepper in each
 * state,
 * and the Dashboard and wizard at 1440, 1280, 768 and 390 px, light and dark.
 */
// Its own server: the dashboard's tour and counts on the run's shared server, beside another file's journeys, failed
// now and then on a 2-core machine (clean-clone run of 2026-11-27), where alone they pass.
const portal = usePortal(() => ({}));
const api = () => portal.api();
const WIDTHS = [1440, 1280, 768, 390] as const;

/**
 * The test consumer's bearer header once its BambooHR is connected in sandbox (as a program would do with a test API
 * key: sandbox connections are made in test, issue 27).
 */
async function connectInSandbox(token: string, application: string, consumer: string): Promise<string> {
  const keyId = (await addCredential(api(), token, application, 'test')).id;
  const { apiKey } = (
    await api().call(credentialsEndpoints.reveal, {
      token,
      params: { id: keyId },
      query: { application, environment: 'test' },
    })
  ).data;
  const issued = (
    await api().call(tokensEndpoints.issue, { body: { scope: 'consumer', consumerId: consumer, apiKey } })
  ).data;
  if (!('accessToken' in issued)) throw new Error('POST /api/auth answered another form');
  const authorization = `Bearer ${issued.accessToken}`;
  await api().call(connectionsEndpoints.save, {
    params: { unifiedApi: 'HRIS', serviceId: 'bamboohr' },
    body: { settings: {}, sandbox: true },
    headers: { authorization },
  });
  return authorization;
}

/** The tour's tooltip button (react-joyride's data-action: primary is Next, then Done on the last step). */
const tourButton = (page: Page, action: 'primary' | 'skip') => page.locator(`[data-action="${action}"]`);

/** The index of the step whose tooltip is shown (react-joyride's data-joyride-step), null between steps. */
const currentTourStep = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-joyride-step]')?.getAttribute('data-joyride-step') ?? null);

/** Takes a tour (or a wizard screen's part of the onboarding tour) to its end; answers how many steps it showed. */
async function finishTour(page: Page): Promise<number> {
  let steps = 0;
  for (;;) {
    const next = tourButton(page, 'primary');
    await next.waitFor();
    steps += 1;
    const label = (await next.textContent())?.trim();
    const shown = await currentTourStep(page);
    await animationsEnded(page);
    await next.click();
    if (label === 'Done' || label === 'Got it') {
      // A click lost on a loaded machine (as Next's below): once more, as a user would.
      await next.waitFor({ state: 'detached', timeout: 8_000 }).catch(async () => {
        await next.click();
        await next.waitFor({ state: 'detached' });
      });
      return steps;
    }
    // The next step, before its button is looked for: the button of the step just clicked can still be there.
    const advanced = () => expect.poll(() => currentTourStep(page), { timeout: 8_000 }).not.toBe(shown);
    await advanced().catch(async () => {
      // A click made while the tooltip was still moving into place can miss it (seen on a loaded 2-core machine):
      // once more, as a user would; a Next that does nothing still fails here.
      if ((await currentTourStep(page)) === shown) await next.click();
      await advanced();
    });
    expect(steps).toBeLessThan(10);
  }
}

const guidesOf = async (token: string) => (await api().call(usersEndpoints.me, { token })).data.guides;

/**
 * The chart's area has a height: read in the page, since a wait for the visibility of its SVG group timed out after
 * reloads.
 */
const chartDrawn = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelector('[data-testid="dashboard-chart"] .recharts-area path')?.getBoundingClientRect()
              .height ?? 0,
        ),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);

/**
 * Screens of a signed-in user at the four widths, light and dark, each checked to fit its width (one page, resized).
 */
async function screenshotsAtWidths(
  token: string,
  views: ReadonlyArray<readonly [path: string, ready: (page: Page) => Promise<unknown>, name: string]>,
) {
  const page = await portal.pageWithSession(token, { viewport: { width: WIDTHS[0], height: 900 } });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const [path, ready, name] of views) {
        await page.goto(path);
        await ready(page);
        await animationsEnded(page);
        await screenshot(page, `${name}-${width}-${colorScheme}`);
        expect(await fitsWidth(page), `${name} at ${width} ${colorScheme}`).toBe(true);
      }
    }
  }
  await page.context().close();
}

describe('from sign-up to a first call', () => {
  it('signs up, is led through the wizard, resumes it mid-way, calls the unified API and sees the Dashboard change', async () => {
    const page = await portal.openPage();
    const email = uniqueEmail('setup');
    await page.goto('/sign-up');
    await fillSignUp(page, { name: 'Ada', email });
    await submitSignUp(page);

    // Step 1: one team, so no team field; the banner is hidden on the wizard. The journey works in test, where
    // sandbox calls are made (issue 27): the wizard, the Dashboard and the calls below are test's.
    await page.waitForURL('**/application/setup');
    await api().call(usersEndpoints.updateMeta, {
      token: (await stored(page, 'token'))!,
      body: { environment: 'test' },
    });
    await page.reload();
    await page.getByTestId('setup-wizard').waitFor();
    // The onboarding tour, taken screen by screen: 2 + 2 + 2 + 3 = 9 steps, the last one Done.
    await screenshot(page, 'setup-tour-first-step');
    let toured = await finishTour(page);
    expect(await page.getByLabel('Team', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Your email is not verified!').count()).toBe(0);
    await page.getByLabel('Name').fill('People data');
    await page.getByTestId('setup-create').click();
    await page.waitForURL('**/application/setup/*/connectors');
    await page.getByText('Application was successfully added').waitFor();
    const applicationId = /setup\/([^/]+)\/connectors/.exec(page.url())![1]!;

    // Leaving mid-way and coming back resumes at the connectors.
    await page.goto('/application/setup');
    await page.waitForURL(`**/application/setup/${applicationId}/connectors`);

    // Step 2: enable BambooHR, CONTINUE.
    toured += await finishTour(page);
    const bamboo = page.getByTestId('setup-connector-bamboohr');
    await bamboo.getByRole('switch').click();
    await expect.poll(() => bamboo.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('setup-continue').click();

    // Step 3: the consumer, then step 4's options.
    await page.waitForURL(`**/application/setup/${applicationId}/consumer`);
    toured += await finishTour(page);
    expect(await page.getByLabel('Consumer name').getAttribute('placeholder')).toBe('Ex: ConsumerX');
    await page.getByLabel('Consumer name').fill('Northwind');
    await page.getByTestId('setup-continue').click();
    await page.waitForURL(`**/application/setup/${applicationId}/next`);
    await page.getByText('Consumer was successfully added').waitFor();
    toured += await finishTour(page);
    expect(toured).toBe(9);
    await expect.poll(async () => (await guidesOf((await stored(page, 'token'))!)).completedConsumer).toBe(true);
    expect(await page.getByTestId('setup-option-docs').getAttribute('target')).toBe('_blank');
    expect(await page.getByTestId('setup-option-invite').getAttribute('href')).toBe('/account-settings?tab=team');
    await page.getByTestId('setup-option-dashboard').click();

    // The Dashboard: its tour first; Skip marks every guide, and it does not come back after a reload.
    await page.waitForURL('**/dashboard');
    await tourButton(page, 'primary').waitFor();
    await screenshot(page, 'dashboard-tour-first-step');
    await tourButton(page, 'skip').click();
    await expect
      .poll(async () => guidesOf((await stored(page, 'token'))!))
      .toEqual({ completedDashboard: true, completedCreateApplication: true, completedConsumer: true });
    await page.reload();
    await page.getByTestId('dashboard-count-consumers').waitFor();
    await page.waitForTimeout(1500);
    expect(await tourButton(page, 'primary').count()).toBe(0);

    // A consumer exists, nothing called yet: the stepper's current step is Make your first call, a link to the
    // Explorer.
    await page.getByTestId('dashboard-count-consumers').getByText('1').waitFor();
    expect(await page.getByTestId('dashboard-count-integrations').textContent()).toContain('1');
    expect(await page.getByTestId('get-started').getAttribute('data-step')).toBe('3');
    expect(
      await page
        .getByTestId('get-started')
        .locator('.ant-steps-item-process')
        .getByRole('link', { name: 'Make your first call' })
        .getAttribute('href'),
    ).toBe('/explorer');
    await page.getByText('Not data available yet').waitFor();
    await page.getByText('No logs').waitFor();

    // Three sandbox calls of the unified API, logged within a second.
    const token = (await stored(page, 'token'))!;
    const consumer = (
      await api().call(consumersEndpoints.list, { token, query: { applicationId, environment: 'test' } })
    ).data[0]!.id;
    const authorization = await connectInSandbox(token, applicationId, consumer);
    for (let i = 0; i < 3; i += 1) {
      const called = await fetch(`${portal.url()}/unified/hris/employees?pageSize=2`, { headers: { authorization } });
      expect(called.status).toBe(200);
    }
    // The chart is read before the last logs (their card is a later chunk): a load can show the calls in the logs and
    // a chart read just before they were written, so both are waited for, together.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('dashboard-logs-table').waitFor();
          // The connection's change-detection syncs are logged too (the platform's own calls), but never among the last
          // 5 calls.
          const calls = await page.getByTestId('dashboard-logs-table').locator('tbody tr.ant-table-row').count();
          return [calls, await page.getByTestId('dashboard-requests').locator('.ant-card-extra').textContent()];
        },
        { timeout: 15_000 },
      )
      .toEqual([3, '3 of this application in the last 30 days']);
    expect(await page.getByTestId('dashboard-logs-table').getByText('(scheduled sync)').count()).toBe(0);
    await chartDrawn(page);
    // Test calls never count toward the plan (issue 27): the chart and the logs show them, the plan's meter does not.
    await expect
      .poll(() => page.getByTestId('dashboard-plan-calls').textContent())
      .toContain('API calls this month, all applications of the team: 0 of 100');
    // The first successful call finished Get started.
    expect(await page.getByTestId('get-started').count()).toBe(0);
    await page.getByTestId('dashboard-logs-view-all').click();
    await page.waitForURL('**/logs');

    await screenshotsAtWidths(token, [
      ['/dashboard', chartDrawn, 'dashboard-with-calls'],
      ['/application/setup', (view) => view.getByTestId('setup-wizard').waitFor(), 'setup-create'],
      [
        `/application/setup/${applicationId}/connectors`,
        (view) => view.getByTestId('setup-connector-bamboohr').waitFor(),
        'setup-connectors',
      ],
      [`/application/setup/${applicationId}/next`, (view) => view.getByTestId('setup-options').waitFor(), 'setup-next'],
    ]);
    // The journey and its 32 screenshots take a few minutes on a loaded machine.
  }, 360_000);

  it('shows the Get started stepper at step 1, then 2, then 3 (Make your first call) until a successful call, each step a link', async () => {
    const owner = await signUp(api(), { name: 'Stella' });
    const application = (await createApplication(api(), owner.token, owner.teamId, 'Stepper')).id;
    // In test, where the sandbox call below is made (issue 27).
    await api().call(usersEndpoints.updateMeta, { token: owner.token, body: { environment: 'test' } });
    const page = await portal.pageWithSession(owner.token);
    await visit(page, '/dashboard', page.getByTestId('get-started'));
    // Finishing the tour (5 steps on a desktop, the last one Done) marks the dashboard guide only.
    expect(await finishTour(page)).toBe(5);
    await expect
      .poll(() => guidesOf(owner.token))
      .toEqual({ completedDashboard: true, completedCreateApplication: false, completedConsumer: false });
    expect(await page.getByTestId('get-started').getAttribute('data-step')).toBe('1');
    await screenshot(page, 'dashboard-stepper-1');
    await page.getByTestId('get-started').getByRole('link', { name: 'Enable an integration' }).click();
    await page.waitForURL('**/integration');

    await api().call(integrationsEndpoints.update, {
      token: owner.token,
      params: { serviceId: 'bamboohr' },
      body: { accountId: owner.teamId, serviceId: 'bamboohr', application, isEnabled: true, environment: 'test' },
    });
    await visit(page, '/dashboard', page.getByTestId('get-started'));
    await expect.poll(() => page.getByTestId('get-started').getAttribute('data-step')).toBe('2');
    await screenshot(page, 'dashboard-stepper-2');

    await page.getByTestId('get-started').getByRole('link', { name: 'Add a consumer' }).click();
    await page.waitForURL('**/consumers');

    const consumer = (
      await api().call(consumersEndpoints.create, {
        token: owner.token,
        body: { application, name: 'Acme', environment: 'test' },
      })
    ).data.id;
    await visit(page, '/dashboard', page.getByTestId('dashboard-count-consumers').getByText('1'));
    await expect.poll(() => page.getByTestId('get-started').getAttribute('data-step')).toBe('3');
    const current = page.getByTestId('get-started').locator('.ant-steps-item-process');
    await current
      .getByText('Call the unified API with an API key from Credentials and the consumer, e.g. in the Explorer.')
      .waitFor();
    await screenshot(page, 'dashboard-stepper-3');
    await current.getByRole('link', { name: 'Make your first call' }).click();
    await page.waitForURL('**/explorer');

    // The first call that the unified API answers in 2xx ends Get started.
    const authorization = await connectInSandbox(owner.token, application, consumer);
    expect(
      (await fetch(`${portal.url()}/unified/hris/employees?pageSize=1`, { headers: { authorization } })).status,
    ).toBe(200);
    await expect
      .poll(
        async () => {
          await visit(page, '/dashboard', page.getByTestId('dashboard-count-consumers').getByText('1'));
          return page.getByTestId('get-started').count();
        },
        { timeout: 15_000 },
      )
      .toBe(0);
    // Five screens, a sandbox connection and a call: longer than the default minute on a busy machine.
  }, 180_000);

  it("runs the dashboard tour on a phone without the hidden menu's step, and not again after a reload", async () => {
    const owner = await signUp(api(), { name: 'Pia' });
    await createApplication(api(), owner.token, owner.teamId, 'Phone');
    const page = await portal.pageWithSession(owner.token, { viewport: MOBILE });
    await visit(page, '/dashboard', page.getByTestId('dashboard-count-consumers'));
    await tourButton(page, 'primary').waitFor();
    await screenshot(page, 'dashboard-tour-390');
    expect(await finishTour(page)).toBe(4);
    await expect.poll(async () => (await guidesOf(owner.token)).completedDashboard).toBe(true);
    await page.reload();
    await page.getByTestId('dashboard-count-consumers').waitFor();
    await page.waitForTimeout(1500);
    expect(await tourButton(page, 'primary').count()).toBe(0);
  });
});
