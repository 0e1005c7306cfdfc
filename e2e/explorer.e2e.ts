import { describe, expect, it } from 'vitest';
import { EXPLORER_VARIABLES_KEY } from '@portal/shared/explorer/explorer.constants';
import { sandboxConsumer } from '../test-support/sandbox-consumer';
import { screenshotViews, visit } from './support/journeys';
import { usePortal } from './support/portal';

/**
 * The API explorer in the browser (issue 16): an application and its key chosen, a consumer picked from the
 * application's consumers, List employees run against the consumer's sandbox BambooHR (green 200), the script
 * mapping setting employeeId, which Get one employee then uses; the code sample in Python, copied, and run as
 * cURL would (the copied code holds the real key). Screens at 1440 and 390 px, light and dark.
 */
const portal = usePortal();

describe('API explorer', () => {
  it('runs List employees on a sandbox connection, keeps employeeId for Get one employee, and copies the code', async () => {
    const sandbox = await sandboxConsumer(portal.api(), 'Ellen');
    const page = await portal.pageWithSession(sandbox.owner.token);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.url() });
    await visit(page, '/explorer', page.getByTestId('explorer-sidebar'));
    await page
      .getByText(
        'Send HTTP requests and view examples without writing code or setting up an environment. Select a section and subsection to get started.',
      )
      .waitFor();
    // The first request is chosen: List employees, its Run disabled until a key and a consumer are there.
    await page.getByTestId('explorer-request').getByRole('heading', { name: 'List employees' }).waitFor();
    await expect.poll(() => page.getByTestId('explorer-run').isDisabled()).toBe(true);
    expect(await page.getByTestId('explorer-request').getByLabel('Consumer ID').inputValue()).toBe('{{consumerId}}');

    await page.getByTestId('explorer-application').click();
    await page.getByTitle('People data').click();
    await page.getByTestId('explorer-api-key').click();
    await page.getByTitle(`${sandbox.apiKey.slice(0, 3)}…${sandbox.apiKey.slice(-4)}`).click();
    await page.getByTestId('explorer-consumer').click();
    await page.getByTitle(`Northwind (${sandbox.consumer})`).click();

    await expect.poll(() => page.getByTestId('explorer-run').isEnabled()).toBe(true);
    await page.getByTestId('explorer-run').click();
    const response = page.getByTestId('explorer-response');
    await response.getByTestId('status-badge').getByText('200').waitFor();
    expect(await response.getByTestId('status-badge').getAttribute('class')).toContain('success');
    const listed = JSON.parse((await response.getByTestId('explorer-response-body').textContent()) ?? '{}') as {
      data: Array<{ id: string }>;
    };
    const employeeId = listed.data[0]!.id;

    // The script mapped data[0].id into employeeId, kept in local storage and listed under Show more.
    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), EXPLORER_VARIABLES_KEY)) ?? '{}',
    ) as Record<string, string>;
    expect(stored).toMatchObject({
      applicationId: sandbox.application,
      apiKey: sandbox.apiKey,
      consumerId: sandbox.consumer,
      employeeId,
    });
    await page.getByRole('button', { name: 'Show more' }).click();
    expect(await page.getByTestId('explorer-more-variables').getByLabel('employeeId').inputValue()).toBe(employeeId);
    await page.getByRole('button', { name: 'Show less' }).click();

    // Get one employee: a new choice clears the response; its id comes from employeeId.
    await page.getByTestId('explorer-sidebar').getByText('Get one employee').click();
    await page.getByTestId('explorer-request').getByRole('heading', { name: 'Get one employee' }).waitFor();
    await page.getByTestId('explorer-response').getByText('Run the request to see its response').waitFor();
    await page.getByTestId('explorer-code').getByText(`/unified/hris/employees/${employeeId}`).waitFor();
    await expect.poll(() => page.getByTestId('explorer-run').isEnabled()).toBe(true);
    await page.getByTestId('explorer-run').click();
    await response.getByTestId('status-badge').getByText('200').waitFor();
    expect(JSON.parse((await response.getByTestId('explorer-response-body').textContent()) ?? '{}')).toMatchObject({
      data: { id: employeeId },
    });

    // The code sample: cURL by default with the key masked; Python on demand; Copy copies the working code.
    const code = page.getByTestId('explorer-code');
    expect(await code.textContent()).toContain('curl --request GET');
    expect(await code.textContent()).not.toContain(sandbox.apiKey);
    await page.getByTestId('explorer-language').click();
    await page.getByTitle('Python').click();
    await code.getByText('import requests').waitFor();
    await page.getByTestId('explorer-copy').click();
    await page.getByText('Code copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('import requests');
    expect(copied).toContain(`"Authorization": "Bearer ${sandbox.apiKey}"`);
    expect(copied).toContain(`"x-consumer-id": "${sandbox.consumer}"`);
    const url = /url = "([^"]+)"/.exec(copied)![1]!;
    // What the copied code sends, sent from here: the same employee.
    const again = await fetch(url, {
      headers: { authorization: `Bearer ${sandbox.apiKey}`, 'x-consumer-id': sandbox.consumer },
    });
    expect(((await again.json()) as { data: { id: string } }).data.id).toBe(employeeId);

    await screenshotViews(portal, sandbox.owner.token, [['/explorer', 'explorer-request', 'explorer']]);
  }, 180_000);

  it('shows the sequence form’s validation and its JSON, saving nothing', async () => {
    const sandbox = await sandboxConsumer(portal.api(), 'Sequin');
    const page = await portal.pageWithSession(sandbox.owner.token);
    await visit(page, '/sequences', page.getByTestId('sequences-table'));
    await page.getByTestId('sequences-table').getByText('No sequences').waitFor();
    await page
      .getByTestId('sequences-preview')
      .getByText('Sequences are a preview: submitting a sequence shows its JSON and saves nothing.')
      .waitFor();
    await page.getByTestId('new-sequence').click();
    await page.getByTestId('new-sequence-page').waitFor();
    await page.getByTestId('sequence-submit').click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('URL is required').waitFor();
    await page.getByLabel('Name').fill('Sync new hires');
    await page.getByLabel('URL', { exact: true }).fill('not a url');
    await page.getByTestId('sequence-submit').click();
    await page.getByText('URL must be a valid URL').waitFor();
    await page.getByLabel('URL', { exact: true }).fill('https://api.example.com/v1/employees');
    await page.getByLabel('Service ID').fill('bamboohr');
    await page.getByTestId('sequence-submit').click();
    const json = JSON.parse((await page.getByTestId('sequence-json').locator('pre').textContent()) ?? '{}') as unknown;
    expect(json).toEqual({
      name: 'Sync new hires',
      serviceId: 'bamboohr',
      actions: [
        { method: 'GET', url: 'https://api.example.com/v1/employees', type: 'none', headers: [], params: [], body: '' },
      ],
      deliveryUrl: '',
      events: [],
    });
    await screenshotViews(portal, sandbox.owner.token, [
      ['/sequences', 'sequences-table', 'sequences'],
      ['/sequences/new', 'new-sequence-page', 'sequences-new'],
    ]);
  }, 180_000);

  it('requests a new integration with our own form and confirms it; the external route says no CRM form is set', async () => {
    const sandbox = await sandboxConsumer(portal.api(), 'Reqina');
    const page = await portal.pageWithSession(sandbox.owner.token);
    await visit(page, '/request/integration', page.getByTestId('request-integration'));
    await page.getByRole('heading', { name: 'Request new integration' }).waitFor();
    await page.getByTestId('request-submit').click();
    await page.getByText('Service name is required').waitFor();
    await page.getByLabel('Service name').fill('Personio');
    await page.getByLabel('Vendor website').fill('personio dot com');
    await page.getByLabel('Category').click();
    await page.getByTitle('HRIS').click();
    await page.getByLabel('What should the integration do?').fill('Employees and absences');
    await page.getByTestId('request-submit').click();
    await page.getByText('Vendor website must be a valid URL').waitFor();
    // Typed as people type it, like the sign-up's company (issue 25).
    await page.getByLabel('Vendor website').fill('personio.com');
    await page.getByTestId('request-submit').click();
    await page.getByTestId('request-sent').getByText('Thank you! Your integration request was sent.').waitFor();
    await visit(page, '/request/integration/external', page.getByTestId('no-crm'));
    await page.getByText('The external request form is not configured.').waitFor();
    await page.getByRole('link', { name: 'Use our own request form instead' }).click();
    await page.getByTestId('request-integration').waitFor();
    await screenshotViews(portal, sandbox.owner.token, [
      ['/request/integration', 'request-integration', 'request-integration'],
      ['/request/integration/external', 'no-crm', 'request-integration-external'],
    ]);
  }, 180_000);
});
