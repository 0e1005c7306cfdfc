import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import { connectionsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { type Receiver, startReceiver } from '../test-support/webhook-receiver';
import { screenshotViews, settled, visit } from './support/journeys';
import { sandboxConsumer } from '../test-support/sandbox-consumer';
import { usePortal } from './support/portal';

/**
 * Webhooks and logs in the browser (issue 13): a webhook made on the Webhooks screen, a test event to a local
 * receiver ('Event sent'), a real event (a consumer's sandbox connection reset) delivered signed and shown in the
 * webhook's history; then the Logs screen: the unified call, filtered by service, opened to its sub-request, and the
 * Events tab. Screens at 1440 and 390 px, light and dark.
 */
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
const portal = usePortal(() => ({ WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}` }));
const api = () => portal.api();

/** A consumer connected in sandbox, and one unified call of it. */
async function consumerWithCalls() {
  const sandbox = await sandboxConsumer(api(), 'Wendy');
  const called = await fetch(`${portal.url()}/unified/hris/employees?pageSize=2`, {
    headers: { authorization: sandbox.authorization },
  });
  expect(called.status).toBe(200);
  return sandbox;
}

describe('webhooks and logs', () => {
  it('creates a webhook, sends a test event, receives a signed event and sees it in the history; reads the logs', async () => {
    const { owner, application, consumer, authorization } = await consumerWithCalls();
    const page = await portal.pageWithSession(owner.token);

    await visit(page, '/webhooks', page.getByText('No webhooks'));
    await page.getByTestId('add-webhook').click();
    const modal = page.getByTestId('webhook-modal');
    await modal.getByTestId('webhook-url').fill(receiver.url(`/${application}`));
    await modal.getByLabel('API').click();
    await page.getByTitle('HRIS · HR information systems').click();
    await modal.getByLabel('Events').click();
    await page.getByTitle('connection.reset').click();
    await page.keyboard.press('Escape');
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Webhook was successfully added').waitFor();

    // The test event, from the row's Test button (filled from the webhook: URL, API, first event).
    await page.getByTestId('webhook-test').click();
    const test = page.getByTestId('test-event-modal');
    await test.getByTestId('test-event-service').fill('bamboohr');
    await test.getByLabel('API').click();
    await page.getByTitle('HRIS · HR information systems').last().click();
    await test.getByLabel('Event type').click();
    await page.getByTitle('hris.employee.updated').click();
    await test.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Event sent').waitFor();
    await test.getByRole('button', { name: 'Done', exact: true }).click();

    // A real event: the consumer's connection reset through the API, delivered signed to the receiver.
    await api().call(connectionsEndpoints.remove, {
      params: { unifiedApi: 'HRIS', serviceId: 'bamboohr' },
      headers: { authorization },
    });
    await expect
      .poll(() => receiver.received.filter((request) => request.path === `/${application}`).length, { timeout: 15_000 })
      .toBe(2);
    const secret = (
      await api().call(applicationsEndpoints.webhookSecret, {
        token: owner.token,
        params: { id: application },
        // The webhook was made on the owner's screen, in test (where sandboxConsumer's consumer is): test's secret.
        query: { environment: 'test' },
      })
    ).data.webhookSecret;
    const delivered = receiver.received.filter((request) => request.path === `/${application}`)[1]!;
    expect(new Webhook(secret).verify(delivered.body, delivered.headers as Record<string, string>)).toMatchObject({
      type: 'connection.reset',
      data: { consumerId: consumer, serviceId: 'bamboohr' },
    });

    // The history: the delivery and its attempt (200, the receiver's 'ok').
    await page.getByRole('button', { name: 'Expand row' }).first().click();
    const deliveries = page.getByTestId('deliveries-table');
    await deliveries.getByText('connection.reset').waitFor({ timeout: 10_000 });
    // The test event sent to this webhook's URL is listed too, marked as a test (issue 25).
    await deliveries.getByText('hris.employee.updated').waitFor();
    expect(await deliveries.getByTestId('delivery-test').allTextContents()).toEqual(['Test']);
    expect(await deliveries.getByText('delivered').count()).toBe(2);
    await deliveries.getByRole('button', { name: 'Expand row' }).first().click();
    await page.getByTestId('delivery-attempts').getByText('200').waitFor();

    // Edited and saved ('... updated'); a test event to an address we never call ('Event sending failed').
    await page.getByTestId('webhook-edit').click();
    // A click during the modal's opening animation can be lost on a loaded machine.
    await settled(page.locator('.ant-modal').filter({ hasText: 'Edit webhook' }));
    await page.getByTestId('webhook-modal').getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Webhook was successfully updated').waitFor();
    await page.getByTestId('send-test-event').click();
    const refused = page.getByTestId('test-event-modal');
    await refused.getByTestId('test-event-url').fill('https://10.255.255.1/hook');
    await refused.getByTestId('test-event-service').fill('bamboohr');
    await refused.getByLabel('API').click();
    await page.getByTitle('HRIS · HR information systems').last().click();
    await refused.getByLabel('Event type').click();
    await page.getByTitle('hris.employee.created').last().click();
    await refused.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Event sending failed').waitFor();
    await refused.getByTestId('test-event-result').waitFor();
    await refused.getByRole('button', { name: 'Done', exact: true }).click();

    // Logs: the unified call, filtered by its service, opened down to its vendor call.
    await visit(page, '/logs', page.getByTestId('application-logs-table'));
    const logs = page.getByTestId('application-logs-table');
    await logs.getByText('/unified/hris/employees?pageSize=2').waitFor();
    await page.getByTestId('filter-service').locator('input').fill('hibob');
    await page.getByTestId('filter-service').locator('input').press('Enter');
    await logs.getByText('No logs').waitFor();
    expect(new URL(page.url()).searchParams.get('serviceId')).toBe('hibob');
    await page.getByTestId('filter-service').locator('input').fill('bamboohr');
    await page.getByTestId('filter-service').locator('input').press('Enter');
    // Dates: an end before the call hides it (days after today, or before the start, cannot be picked at all).
    const dateTo = page.getByTestId('filter-to');
    await dateTo.click();
    await page.keyboard.type('2026-01-01 00:00:00');
    await page.keyboard.press('Enter');
    await logs.getByText('No logs').waitFor();
    await dateTo.hover();
    await page.locator('.ant-picker-clear').first().click();
    await logs.getByText('/unified/hris/employees?pageSize=2').waitFor();
    await logs.getByRole('button', { name: 'Expand row' }).first().click();
    await page.getByTestId('log-detail').getByText('Sub requests').waitFor();
    await page.getByTestId('sub-log').first().waitFor();

    // Consumer Logs needs a consumer; Events lists the connection's lifecycle.
    await page.getByRole('tab', { name: 'Consumer Logs' }).click();
    await page.getByTestId('select-consumer').getByText('Select consumer').waitFor();
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByTestId('events-table').getByText('connection.reset').waitFor();
    expect(new URL(page.url()).searchParams.get('currentTab')).toBe('events');

    await screenshotViews(portal, owner.token, [
      ['/webhooks', 'webhooks-table', 'webhooks'],
      [`/logs?currentTab=application&serviceId=bamboohr`, 'application-logs-table', 'logs-application'],
      [`/logs?currentTab=events&consumer=${consumer}`, 'events-table', 'logs-events'],
    ]);

    // Deleted after its confirmation ('... deleted'), the list empty again.
    await visit(page, '/webhooks', page.getByTestId('webhooks-table'));
    await page.getByTestId('webhook-delete').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Webhook was successfully deleted').waitFor();
    await page.getByText('No webhooks').waitFor();
    // The whole life of a webhook and the Logs screen in one journey, with 8 screenshots: longer than most.
  }, 150_000);
});
