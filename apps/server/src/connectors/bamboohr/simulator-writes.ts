import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimulatorCollection } from '../simulators/simulator-kit';
import type { BambooEmployee } from './adapter';

/** The fields Add and Update Employee take here (a subset of BambooHR's "List of field names"). */
const WRITABLE = [
  'firstName',
  'lastName',
  'employeeNumber',
  'workEmail',
  'hireDate',
  'department',
  'location',
  'jobTitle',
  'employmentHistoryStatus',
] as const;

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).header('X-BambooHR-Error-Message', message).send();

/** The writable fields of a body, as text; anything else is ignored, as BambooHR ignores unknown fields. */
function writableOf(body: unknown): Partial<Record<(typeof WRITABLE)[number], string>> {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(
    WRITABLE.filter((name) => fields[name] !== undefined && fields[name] !== null).map((name) => [
      name,
      String(fields[name]),
    ]),
  );
}

/**
 * BambooHR's writes (documentation.bamboohr.com): Add Employee (`POST /v1/employees`: firstName and lastName
 * required, 201 with the new employee's URL in `Location`), Update Employee (`POST /v1/employees/{id}`, 200) and the
 * employment status table's Add Row (`POST /v1/employees/{id}/tables/employmentStatus`: a `Terminated` row makes the
 * employee Inactive from its date). Refusals are 400 (and 409 for an employee number already taken) with
 * `X-BambooHR-Error-Message`, 404 for an unknown employee.
 */
export function registerEmployeeWrites(
  app: FastifyInstance,
  base: string,
  employees: SimulatorCollection<BambooEmployee>,
) {
  const numberTaken = (employeeNumber: string | undefined, except?: string) =>
    employeeNumber !== undefined &&
    employees.records.some((employee) => employee.employeeNumber === employeeNumber && employee.id !== except);

  app.post(`${base}/employees`, async (request, reply) => {
    const fields = writableOf(request.body);
    if (!fields.firstName || !fields.lastName) return refuse(reply, 400, 'firstName and lastName are required');
    if (numberTaken(fields.employeeNumber)) return refuse(reply, 409, 'Employee number already in use');
    const id = String(Math.max(99, ...employees.records.map((employee) => Number(employee.id) || 0)) + 1);
    employees.records.push({
      id,
      ...Object.fromEntries(WRITABLE.map((name) => [name, null])),
      ...fields,
      displayName: `${fields.firstName} ${fields.lastName}`,
      status: 'Active',
      terminationDate: '0000-00-00',
      supervisorEId: null,
      supervisor: null,
      payRate: null,
      payPer: null,
    });
    const location = `${request.protocol}://${request.headers.host}${request.url.split('?')[0]!.replace(/\/$/, '')}/${id}`;
    return reply.code(201).header('Location', location).send();
  });

  app.post(`${base}/employees/:id`, async (request, reply) => {
    const id = (request.params as { id: string }).id;
    const employee = employees.find(id);
    if (!employee) return refuse(reply, 404, 'Employee not found');
    const fields = writableOf(request.body);
    if (numberTaken(fields.employeeNumber, id)) return refuse(reply, 409, 'Employee number already in use');
    Object.assign(employee, fields);
    if (fields.firstName || fields.lastName) employee.displayName = `${employee.firstName} ${employee.lastName}`;
    return reply.code(200).send();
  });

  app.post(`${base}/employees/:id/tables/employmentStatus`, async (request, reply) => {
    const employee = employees.find((request.params as { id: string }).id);
    if (!employee) return refuse(reply, 404, 'Employee not found');
    const row = (request.body ?? {}) as { date?: unknown; employmentStatus?: unknown };
    const date = typeof row.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(row.date) ? row.date : undefined;
    if (!date || typeof row.employmentStatus !== 'string')
      return refuse(reply, 400, 'date and employmentStatus are required');
    if (row.employmentStatus === 'Terminated') {
      if (employee.hireDate && employee.hireDate !== '0000-00-00' && date < employee.hireDate)
        return refuse(reply, 400, 'The termination date is before the hire date');
      employee.status = 'Inactive';
      employee.terminationDate = date;
    } else {
      employee.status = 'Active';
      employee.terminationDate = '0000-00-00';
    }
    return reply.code(200).send();
  });
}
