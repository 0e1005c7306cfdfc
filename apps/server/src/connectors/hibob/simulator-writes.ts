import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimulatorCollection } from '../simulators/simulator-kit';
import type { HibobPerson } from './adapter';

type Body = Record<string, unknown> & { work?: Record<string, unknown> };

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ error: status === 404 ? 'Not Found' : 'Bad Request', message });

/**
 * Bob's writes (apidocs.hibob.com): Create company employee (`POST /v1/people`: email, firstName, surname,
 * work.site and work.startDate required; answers the employee), Update company employee (`PUT /v1/people/{id}`),
 * a work history entry (`POST /v1/people/{id}/work`: title, department, site from `effectiveDate`) and Terminate
 * employee (`POST /v1/employees/{id}/terminate`). Refusals are 400 with `message`, 404 for an unknown employee.
 */
export function registerPeopleWrites(app: FastifyInstance, people: SimulatorCollection<HibobPerson>) {
  const byIdentifier = (identifier: string) =>
    people.records.find((record) => record.id === identifier || record.email === identifier);
  const emailTaken = (email: string | undefined, except?: string) =>
    email !== undefined && people.records.some((record) => record.email === email && record.id !== except);

  app.post('/v1/people', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const work = body.work ?? {};
    const missing = [
      ['email', body.email],
      ['firstName', body.firstName],
      ['surname', body.surname],
      ['work.site', work.site],
      ['work.startDate', work.startDate],
    ].filter(([, value]) => !text(value));
    if (missing.length)
      return refuse(reply, 400, `Missing required fields: ${missing.map(([name]) => name).join(', ')}`);
    if (emailTaken(text(body.email))) return refuse(reply, 400, 'An employee with this email already exists');
    const id = String(Math.max(3_000_000_000, ...people.records.map((record) => Number(record.id) || 0)) + 7919);
    const startDate = String(work.startDate);
    const future = startDate > new Date().toISOString().slice(0, 10);
    const created: HibobPerson = {
      id,
      firstName: String(body.firstName),
      surname: String(body.surname),
      displayName: `${String(body.firstName)} ${String(body.surname)}`,
      email: String(body.email),
      work: {
        title: text(work.title) ?? null,
        department: text(work.department) ?? null,
        site: String(work.site),
        startDate,
        employeeIdInCompany: 1000 + people.records.length,
        reportsTo: null,
      },
      internal: { status: 'Active', lifecycleStatus: future ? 'hired' : 'employed', terminationDate: null },
      payroll: { employment: { type: 'Permanent', contract: null } },
    };
    people.records.push(created);
    return created;
  });

  app.put('/v1/people/:identifier', async (request, reply) => {
    const found = byIdentifier((request.params as { identifier: string }).identifier);
    if (!found) return refuse(reply, 404, 'Employee not found');
    const body = (request.body ?? {}) as Body;
    if (emailTaken(text(body.email), found.id)) return refuse(reply, 400, 'An employee with this email already exists');
    found.firstName = text(body.firstName) ?? found.firstName;
    found.surname = text(body.surname) ?? found.surname;
    found.email = text(body.email) ?? found.email;
    found.displayName = `${found.firstName} ${found.surname}`;
    const startDate = text(body.work?.startDate);
    if (startDate) found.work = { ...found.work, startDate };
    return reply.code(200).send();
  });

  app.post('/v1/people/:identifier/work', async (request, reply) => {
    const found = byIdentifier((request.params as { identifier: string }).identifier);
    if (!found) return refuse(reply, 404, 'Employee not found');
    const body = (request.body ?? {}) as Body;
    if (!text(body.effectiveDate)) return refuse(reply, 400, 'effectiveDate is required');
    found.work = {
      ...found.work,
      ...(text(body.title) ? { title: String(body.title) } : {}),
      ...(text(body.department) ? { department: String(body.department) } : {}),
      ...(text(body.site) ? { site: String(body.site) } : {}),
    };
    return reply.code(200).send({ id: Date.now() });
  });

  app.post('/v1/employees/:identifier/terminate', async (request, reply) => {
    const found = byIdentifier((request.params as { identifier: string }).identifier);
    if (!found) return refuse(reply, 404, 'Employee not found');
    const date = text(((request.body ?? {}) as Body).terminationDate);
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return refuse(reply, 400, 'terminationDate is required');
    if (found.work?.startDate && date < found.work.startDate)
      return refuse(reply, 400, 'The termination date is before the start date');
    found.internal = { status: 'Inactive', lifecycleStatus: 'terminated', terminationDate: date };
    return reply.code(200).send();
  });
}
