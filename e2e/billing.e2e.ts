import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M } from '@portal/shared/billing/billing.schemas';
import { DEFAULT_PRICES, type StripeServer, startStripeServer } from '../test-support/stripe-server';
import { acceptInvitation, invite, mailedInvitationCode, signUp } from '../test-support/portal-data';
import { screenshot } from './support/browser';
import { screenshotViews, visit } from './support/journeys';
import { usePortal } from './support/portal';

/**
 * Plans and billing in the browser (issue 15) against a local Stripe-compatible server: an Owner upgrades through
 * Checkout and lands on 'Subscription successful' with the new plan shown once the signed webhook arrived; a
 * cancelled checkout lands on 'Subscription failed'; the customer portal opens and returns; a downgrade is scheduled
 * for the period end and Renew undoes it; a member sees no Switch plan; an annual plan is requested; the payment
 * history lists the payment. Screens at 1440 and 390 px, light and dark.
 */
const WEBHOOK_SECRET = 'whsec_e2e_billing';
let stripe: StripeServer;
beforeAll(async () => {
  stripe = await startStripeServer({ webhookSecret: WEBHOOK_SECRET, prices: DEFAULT_PRICES });
});
afterAll(() => stripe.close());
const portal = usePortal(() => ({
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stripe.url,
  BILLING_ADMIN_EMAIL: 'billing@operator.test',
}));
beforeAll(() => stripe.setWebhookUrl(`${portal.url()}/api/billing/stripe/webhook`));
/** The Owner whose team the checkout journey moved to Growth. */
let paidOwner = '';

describe('plans and billing', () => {
  it('an Owner upgrades through Stripe Checkout and sees the new plan and the payment', async () => {
    const owner = await signUp(portal.api(), { name: 'Olivia' });
    const page = await portal.pageWithSession(owner.token);
    await visit(page, '/account-settings?tab=plan', page.getByTestId('current-plan-name'));
    await expect.poll(() => page.getByTestId('current-plan-name').textContent()).toBe('Free');
    await page.getByRole('button', { name: 'Switch plan' }).click();
    const growth = page.getByTestId('plan-card-growth-monthly');
    await growth.waitFor();
    expect(await page.getByTestId('plan-button-free').textContent()).toBe('Current');
    expect(await page.getByTestId('plan-button-growth-yearly').textContent()).toBe('Submit a request');
    await screenshot(page, 'billing-workspace-plan-free');
    await growth.getByRole('button', { name: 'Subscribe' }).click();

    await page.waitForURL(`${stripe.url}/checkout/**`);
    await page.getByText('Total €199.00').waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/billing/success?session_id=*');
    await page.getByText(M.success).waitFor();
    await page.getByText('Your team is now on the Growth plan.').waitFor();
    await screenshot(page, 'billing-success');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/account-settings');
    await visit(page, '/account-settings?tab=plan', page.getByTestId('current-plan-name'));
    await expect.poll(() => page.getByTestId('current-plan-name').textContent()).toBe('Growth');
    await expect.poll(() => page.getByTestId('payments-table').textContent()).toContain('€199.00');
    await visit(page, '/account-settings/payment-history', page.getByText('Subscription creation'));
    expect(await page.getByTestId('payments-table').textContent()).toContain('paid');

    await visit(page, '/account-settings/workspace-plan', page.getByTestId('plan-card-growth-monthly'));
    await expect.poll(() => page.getByTestId('plan-button-growth-monthly').textContent()).toMatch(/^Active since /);
    expect(await page.getByTestId('plan-button-startup').textContent()).toBe('Downgrade');
    paidOwner = owner.token;
  });

  it("shows a paid team's Plan & Billing, plans and payments at 1440 and 390 px, light and dark", async () => {
    expect(paidOwner, 'the checkout journey above made the paid team').toBeTruthy();
    await screenshotViews(portal, paidOwner, [
      ['/account-settings?tab=plan', 'current-plan', 'billing-plan-tab'],
      ['/account-settings/workspace-plan', 'plan-card-growth-monthly', 'billing-workspace-plan'],
      ['/account-settings/payment-history', 'payments-table', 'billing-payment-history'],
    ]);
  }, 180_000);

  it('the paid Owner opens the customer portal and comes back; a downgrade waits for the period end, and Renew undoes it', async () => {
    expect(paidOwner, 'the checkout journey above made the paid team').toBeTruthy();
    const page = await portal.pageWithSession(paidOwner);
    const manage = page.getByRole('button', { name: 'Manage billing' });
    await visit(page, '/account-settings?tab=plan', manage);
    await manage.click();
    await page.waitForURL(`${stripe.url}/portal/**`);
    await page.getByRole('link', { name: 'Return' }).click();
    await page.waitForURL('**/account-settings?tab=plan');
    await expect.poll(() => page.getByTestId('current-plan-name').textContent()).toBe('Growth');

    // Stripe's events change the plan, so the screen is read again until they have arrived.
    const buttonOnceApplied = (plan: string) =>
      expect.poll(
        async () => {
          await visit(page, '/account-settings/workspace-plan', page.getByTestId(`plan-card-${plan}`));
          return page.getByTestId(`plan-button-${plan}`).textContent();
        },
        { timeout: 20_000 },
      );
    await visit(page, '/account-settings/workspace-plan', page.getByTestId('plan-button-startup'));
    await page.getByTestId('plan-button-startup').click();
    await page.getByText(M.switched).waitFor();
    await buttonOnceApplied('growth-monthly').toBe('Renew');
    expect(await page.getByTestId('plan-button-startup').textContent()).toMatch(/^Will be available from /);
    await screenshot(page, 'billing-renew');

    await page.getByTestId('plan-button-growth-monthly').click();
    await page.getByText(M.switched).waitFor();
    await buttonOnceApplied('growth-monthly').toMatch(/^Active since /);
    expect(await page.getByTestId('plan-button-startup').textContent()).toBe('Downgrade');
  });

  it('a cancelled checkout lands on Subscription failed and changes nothing', async () => {
    const owner = await signUp(portal.api(), { name: 'Carl' });
    const page = await portal.pageWithSession(owner.token);
    await visit(page, '/account-settings/workspace-plan', page.getByTestId('plan-card-growth-monthly'));
    await page.getByTestId('plan-button-growth-monthly').click();
    await page.waitForURL(`${stripe.url}/checkout/**`);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/billing/failed');
    await page.getByText(M.failed).waitFor();
    await screenshot(page, 'billing-failed');
    await visit(page, '/account-settings?tab=plan', page.getByTestId('current-plan-name'));
    await expect.poll(() => page.getByTestId('current-plan-name').textContent()).toBe('Free');
    await visit(page, '/account-settings/payment-history', page.getByText(M.noBillings));
  });

  it('a member sees the plan but no Switch plan; the Owner requests an annual plan', async () => {
    const api = portal.api();
    const owner = await signUp(api, { name: 'Grace' });
    const member = await signUp(api, { name: 'Mia' });
    await invite(api, owner.token, owner.teamId, { name: 'Mia', email: member.email, role: 'developer' });
    await acceptInvitation(api, member.token, await mailedInvitationCode(api, member.email));

    const memberPage = await portal.pageWithSession(member.token);
    await visit(memberPage, '/account-settings?tab=plan', memberPage.getByTestId('current-plan-name'));
    await memberPage.getByText('Last payments').waitFor();
    expect(await memberPage.getByRole('button', { name: 'Switch plan' }).count()).toBe(0);

    const page = await portal.pageWithSession(owner.token);
    await visit(page, '/account-settings/workspace-plan', page.getByTestId('plan-card-growth-yearly'));
    await page.getByTestId('plan-button-growth-yearly').click();
    await page.getByText(M.requested).waitFor();
    await screenshot(page, 'billing-annual-request');
  });
});
