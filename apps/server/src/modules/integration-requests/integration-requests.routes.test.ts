import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { integrationRequestsEndpoints as endpoints } from '@portal/shared/integration-requests/integration-requests.endpoints';
import { INTEGRATION_REQUEST_TEXTS as T } from '@portal/shared/integration-requests/integration-requests.schemas';
import { buildTestApp, useSmtpServer, useTestApp } from '../../test/test-app';
import { integrationRequests } from './integration-requests.table';

const smtp = useSmtpServer();
const t = useTestApp(() => ({ SMTP_URL: smtp.url, OPERATOR_EMAIL: 'operator@portal.test' }));

describe('POST /api/request/integration', () => {
  it('keeps the request and mails it to the operator over SMTP', async () => {
    const person = await t.signUp({ profile: { name: 'Rita', lastname: 'Levi' } });
    const body = {
      serviceName: 'Personio',
      website: 'https://www.personio.com',
      category: 'HRIS' as const,
      description: 'Employees, absences and their changes',
    };
    const created = await person.api.call(endpoints.create, { body });
    expect(created.status).toBe(201);
    const rows = await t.db.select().from(integrationRequests);
    expect(rows.find((row) => row.id === created.data.id)).toMatchObject({
      ...body,
      userId: person.id,
      email: person.email,
    });
    const mail = await smtp.waitForMail('operator@portal.test', { subject: 'Integration requested: Personio' });
    expect(mail.text).toContain(`Rita Levi <${person.email}> requests a new integration: Personio (HRIS).`);
    expect(mail.text).toContain('What it should do: Employees, absences and their changes');
  });

  it('takes a website as sign-up takes a company (issue 25): personio.com is kept as https://personio.com', async () => {
    const person = await t.signUp();
    const created = await person.api.call(endpoints.create, {
      body: { serviceName: 'Personio', website: 'personio.com', category: 'HRIS', description: 'Employees' },
    });
    expect(created.status).toBe(201);
    const [row] = await t.db.select().from(integrationRequests).where(eq(integrationRequests.id, created.data.id));
    expect(row!.website).toBe('https://personio.com');
    const blank = await person.api.call(endpoints.create, {
      body: { serviceName: 'Personio', website: '', category: 'HRIS', description: 'Employees' },
    });
    const [none] = await t.db.select().from(integrationRequests).where(eq(integrationRequests.id, blank.data.id));
    expect(none!.website).toBeNull();
  });

  it('refuses a request without a service, category or description, or with a bad website, and one without a session', async () => {
    const person = await t.signUp();
    const refused = await person.api.unchecked(endpoints.create, {
      body: { serviceName: ' ', website: 'ftp://x', description: '' },
    });
    expect(refused.error).toMatchObject({ statusCode: 400 });
    const messages = JSON.stringify(refused.body);
    for (const text of [T.serviceRequired, T.websiteInvalid, T.categoryRequired, T.descriptionRequired])
      expect(messages).toContain(text);
    expect(
      (await t.api.unchecked(endpoints.create, { body: { serviceName: 'X', category: 'Other', description: 'Y' } }))
        .error,
    ).toMatchObject({ statusCode: 401 });
  });
});

describe('GET /api/request/integration/external', () => {
  it('answers null without a CRM form, and the form with its EU region by default when configured, its host alone added to the CSP', async () => {
    expect((await t.api.call(endpoints.externalForm, {})).data).toEqual({ crm: null });
    const plain = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(plain).toContain("script-src 'self';");
    const configured = await buildTestApp({
      CRM_FORM_SCRIPT_URL: 'https://js-eu1.crm.example/forms/embed/v2.js',
      CRM_PORTAL_ID: '139',
      CRM_FORM_ID: 'f-1',
    });
    try {
      expect((await configured.api.call(endpoints.externalForm, {})).data).toEqual({
        crm: {
          scriptUrl: 'https://js-eu1.crm.example/forms/embed/v2.js',
          portalId: '139',
          formId: 'f-1',
          region: 'eu1',
        },
      });
      const csp = String(
        (await configured.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
      );
      expect(csp).toContain("script-src 'self' https://js-eu1.crm.example;");
      expect(csp).toContain("connect-src 'self' https://js-eu1.crm.example");
      expect(csp).toContain("frame-src 'self' https://js-eu1.crm.example");
      expect(csp).toContain("default-src 'self';");
    } finally {
      await configured.close();
    }
  });
});
