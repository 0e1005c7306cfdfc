import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectEndpoints } from '@portal/shared/connect/connect.endpoints';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { connectApplication, createSession, pageSession, type ConnectApplication } from './support/connect-page';
import { usePortal } from './support/portal';

/**
 * The README's "Connect your customers" as written (issue 28): its ten-line page, served from another origin, loads
 * the component from the portal, opens the hosted page in a frame, and the end user connects the BambooHR sandbox (a
 * wrong API key first: the simulator's reason); the page hears `onSuccess` with the connection id, and the unified API
 * answers the customer's employees by the developer's own id. An origin that is not allowed never frames the page.
 */
const portal = usePortal();

/** The README's HTML block, with the portal's address in place of http://localhost:3000. */
function readmePage(portalUrl: string): string {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Connect your customers'));
  const html = /```html\n([\s\S]*?)```/.exec(section)?.[1];
  if (!html) throw new Error('README: no html block under "Connect your customers"');
  return html.replace(/^ {3}/gm, '').replaceAll('http://localhost:3000', portalUrl);
}

/** A web server of the developer's own app, on a port (an origin) of its own, serving `html` at /connect.html. */
async function developerSite(html: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    if (!request.url?.startsWith('/connect.html')) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let app: ConnectApplication;
let allowed: { origin: string; server: Server };
let stranger: { origin: string; server: Server };

beforeAll(async () => {
  app = await connectApplication(portal.api(), ['bamboohr']);
  allowed = await developerSite(readmePage(portal.url()));
  stranger = await developerSite(readmePage(portal.url()));
  await portal.api().call(connectEndpoints.saveSettings, {
    token: app.ownerToken,
    body: { applicationId: app.application, data: { allowedOrigins: [allowed.origin] } },
  });
});
afterAll(async () => {
  for (const site of [allowed, stranger]) await new Promise((resolve) => site?.server.close(resolve));
});

/** The developer's page with the session's url, as the README opens it. */
async function openDevelopersPage(page: Page, origin: string, url: string) {
  await page.goto(`${origin}/connect.html?url=${encodeURIComponent(url)}`);
  await page.getByRole('button', { name: 'Connect your HR system' }).click();
}

describe("the README's page on another origin, with the component", () => {
  it("connects BambooHR in the sandbox inside the frame: the vendor's reason for a wrong key, then onSuccess", async () => {
    const session = await createSession(portal.url(), app, { consumer: { externalId: 'acme-42', name: 'Acme' } });
    const sandboxKey = (await pageSession(portal.url(), session.token)).services[0]!.sandboxSettings!.apiKey as string;
    const page = await portal.openPage({ baseUrl: allowed.origin, viewport: DESKTOP });
    await openDevelopersPage(page, allowed.origin, session.url);

    const hosted = page.frameLocator('iframe');
    // One service offered: the page opens on its form.
    await hosted.getByRole('heading', { name: 'Connect BambooHR' }).waitFor();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'connect-embed-form-desktop-light');
    const apiKey = hosted.getByLabel('API key', { exact: true });
    await apiKey.fill('not-the-sandbox-key');
    await hosted.getByRole('button', { name: 'Connect', exact: true }).click();
    const alert = hosted.getByRole('alert');
    await alert.getByText('BambooHR did not accept these details.').waitFor();
    expect(await alert.textContent()).toMatch(/Invalid API key/);
    await screenshot(page, 'connect-embed-refused-desktop-light');

    await apiKey.fill(sandboxKey);
    await hosted.getByRole('button', { name: 'Connect', exact: true }).click();
    // onSuccess: the component closed its dialog and the developer's page shows the connection id.
    await expect
      .poll(() => page.locator('#result').textContent(), { timeout: 15_000 })
      .toMatch(/^Connected: [0-9a-f-]{36}$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const connectionId = (await page.locator('#result').textContent())!.replace('Connected: ', '');

    const employees = await fetch(`${portal.url()}/unified/hris/employees?pageSize=5`, {
      headers: { authorization: `Bearer ${app.apiKey}`, 'x-consumer-id': 'acme-42' },
    });
    expect(employees.status).toBe(200);
    const body = (await employees.json()) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThan(0);
    const connections = await fetch(`${portal.url()}/unified/connections`, {
      headers: { authorization: `Bearer ${app.apiKey}`, 'x-consumer-id': 'acme-42' },
    });
    expect(JSON.stringify(await connections.json())).toContain(connectionId);
  });

  it('opens full screen at 390 px in dark mode', async () => {
    const session = await createSession(portal.url(), app);
    const page = await portal.openPage({ baseUrl: allowed.origin, viewport: MOBILE, colorScheme: 'dark' });
    await openDevelopersPage(page, allowed.origin, session.url);
    await page.frameLocator('iframe').getByRole('heading', { name: 'Connect BambooHR' }).waitFor();
    const frame = await page.locator('iframe').boundingBox();
    expect(frame!.width).toBeGreaterThanOrEqual(MOBILE.width - 2);
    await screenshot(page, 'connect-embed-form-mobile-dark');
  });

  it('is never framed by an origin the application did not allow', async () => {
    const session = await createSession(portal.url(), app);
    const page = await portal.openPage({ baseUrl: stranger.origin });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refused.push(message.text());
    });
    await openDevelopersPage(page, stranger.origin, session.url);
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // The page never shows in the frame; after a while the component offers a window instead.
    expect(await page.frameLocator('iframe').getByRole('heading').count()).toBe(0);
    await page.getByRole('button', { name: 'Continue in a new window' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'connect-embed-refused-frame-desktop-light');
  });
});
