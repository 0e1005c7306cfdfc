import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSmtpServer, startSmtpServer } from '../apps/server/src/test/smtp-server';
import { createApplication, signUp } from '../test-support/portal-data';
import { screenshot } from './support/browser';
import { expectNoSeriousViolations } from './support/connect-page';
import { uniqueEmail, visit } from './support/journeys';
import { usePortal } from './support/portal';

/**
 * A magic link (issue 28) from the portal to done: an Owner sends a consumer's connect link to an address from the
 * consumer's view; the mail arrives at a real SMTP server; its link opens the hosted page without any session, the
 * end user connects the BambooHR sandbox, and the portal then lists the link as completed.
 */
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});
const portal = usePortal(() => ({ SMTP_URL: smtp.url }));

describe('a magic link', () => {
  it('goes from the consumer’s view through the mailbox to a connected BambooHR', async () => {
    const api = portal.api();
    const owner = await signUp(api, { name: 'Mia', email: uniqueEmail('mia') });
    const application = (await createApplication(api, owner.token, owner.teamId, 'Acme People')).id;
    const environment = 'test';
    await api.call(usersEndpoints.updateMeta, { token: owner.token, body: { environment } });
    await api.call(integrationsEndpoints.update, {
      token: owner.token,
      params: { serviceId: 'bamboohr' },
      body: { accountId: owner.teamId, serviceId: 'bamboohr', application, isEnabled: true, environment },
    });
    const consumer = (
      await api.call(consumersEndpoints.create, {
        token: owner.token,
        body: { name: 'Northwind Traders', application, environment },
      })
    ).data.id;

    const page = await portal.pageWithSession(owner.token);
    await visit(page, `/consumers/${consumer}`, page.getByTestId('connect-links-section'));
    await page.getByTestId('send-connect-link').click();
    const to = uniqueEmail('it-desk');
    await page.getByTestId('connect-link-email').fill(to);
    await page.getByTestId('connect-link-submit').click();
    await page.getByTestId('connect-link-done').waitFor();

    const mail = await smtp.waitForMail(to);
    expect(mail.subject).toBe('Acme People: connect your account');
    expect(mail.text).toContain('BambooHR');
    const link = mail.links.find((href) => href.includes('/connect/cs_'));
    expect(link).toBeDefined();

    // The end user: no portal session, only the link.
    const customer = await portal.openPage();
    await customer.goto(new URL(link!).pathname);
    await customer.getByRole('heading', { name: 'Connect BambooHR' }).waitFor();
    await expectNoSeriousViolations(customer, 'magic link form');
    await customer.getByRole('button', { name: 'Connect', exact: true }).click();
    await customer.getByRole('heading', { name: 'BambooHR is connected' }).waitFor();
    await screenshot(customer, 'connect-magic-link-done-desktop-light');

    await page.getByTestId('connect-link-done').click();
    await page.reload();
    await expect
      .poll(() => page.getByTestId('connect-link-state').allTextContents(), { timeout: 15_000 })
      .toEqual(['Completed']);
    await screenshot(page, 'connect-magic-link-listed-desktop-light');
  });
});
