import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication, signUp, type Person } from '../test-support/portal-data';
import { screenshotViews, uniqueEmail, visit } from './support/journeys';
import { usePortal } from './support/portal';

/**
 * Consumers in the browser: create, copy the id, open, the 'Consumer need credentials' warning, delete; the views at
 * 1440 and 390 px.
 */
const pages = usePortal();
const { api } = pages;

describe('consumers', () => {
  let owner: Person;

  beforeAll(async () => {
    owner = await signUp(api(), { name: 'Cora', lastname: 'Tester', email: uniqueEmail('cora') });
    await createApplication(
      api(),
      owner.token,
      owner.teamId,
      'An application with a name long enough to test the layout',
    );
  });

  it('an Owner creates a consumer, copies its id, opens it (no API key: the warning) and deletes it from Settings', async () => {
    const page = await pages.pageWithSession(owner.token);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: pages.url() });
    await visit(page, '/consumers', page.getByText('No consumers'));
    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Consumers' }).waitFor();

    await page.getByTestId('add-consumer-button').click();
    await page
      .getByPlaceholder('Ex: ConsumerX')
      .fill('Acme Corporation, the consumer with a very long name that must not break anything');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Consumer was successfully added').waitFor();
    const link = page.getByTestId('consumer-link');
    await link.waitFor();

    await page.getByTestId('copy-consumer-id').click();
    await page.getByText('Consumer ID copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^[0-9a-f-]{36}$/);

    await link.click();
    await page.waitForURL(`**/consumers/${copied}`);
    await page.getByText('Consumer need credentials').waitFor();
    await expect.poll(() => page.getByTestId('breadcrumbs').textContent()).toContain('Acme Corporation');

    await screenshotViews(pages, owner.token, [
      ['/consumers', 'consumer-link', 'consumers'],
      [`/consumers/${copied}`, 'consumer-needs-credentials', 'consumer'],
    ]);

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByTestId('consumer-settings-delete').click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/consumers');
    await page.getByText('Consumer was successfully deleted').waitFor();
    await page.getByText('No consumers').waitFor();
  });
});
