import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SimulatorCollection } from '../simulators/simulator-kit';
import type { JamfComputer } from './adapter';

const COMMAND_TYPES = new Set(['DEVICE_LOCK', 'RESTART_DEVICE', 'ERASE_DEVICE']);

interface Command {
  uuid: string;
  commandType: string;
  managementId: string;
  dateSent: string;
  dateCompleted: string | null;
  /** When the device "checks in" and acknowledges it. */
  dueAt: number;
}

/**
 * Jamf Pro's MDM commands: `POST /api/v2/mdm/commands` queues a command for a computer's management id (201 with its
 * id), `GET /api/v2/mdm/commands?filter=uuid=="…"` tells its `commandState`: PENDING until the device checks in,
 * then ACKNOWLEDGED. A device checks in after `POST /_simulator/check-in {ms}` (1 s unless said), and a
 * restart or a wipe updates its last contact.
 */
export function registerMdmCommands(app: FastifyInstance, computers: SimulatorCollection<JamfComputer>) {
  const commands: Command[] = [];
  let checkInMs = 1000;
  app.post('/_simulator/check-in', async (request) => {
    checkInMs = Number((request.body as { ms?: number } | undefined)?.ms ?? 1000);
    return { checkInMs };
  });
  const stateOf = (command: Command) => {
    if (!command.dateCompleted && Date.now() >= command.dueAt) {
      command.dateCompleted = new Date(command.dueAt).toISOString();
      const computer = computers.records.find((record) => record.general?.managementId === command.managementId);
      if (computer?.general && command.commandType !== 'DEVICE_LOCK')
        computer.general.lastContactTime = command.dateCompleted;
    }
    return command.dateCompleted ? 'ACKNOWLEDGED' : 'PENDING';
  };
  app.post('/api/v2/mdm/commands', async (request, reply) => {
    const body = (request.body ?? {}) as {
      clientData?: Array<{ managementId?: string }>;
      commandData?: { commandType?: string };
    };
    const managementId = body.clientData?.[0]?.managementId;
    const commandType = body.commandData?.commandType;
    const refuse = (description: string) =>
      reply.code(400).send({ httpStatus: 400, errors: [{ code: 'INVALID_FIELD', field: null, description, id: '0' }] });
    if (!commandType || !COMMAND_TYPES.has(commandType)) return refuse('Unknown command type');
    if (!computers.records.some((record) => record.general?.managementId === managementId))
      return refuse('No device with this management id');
    const command: Command = {
      uuid: randomUUID(),
      commandType,
      managementId: managementId!,
      dateSent: new Date().toISOString(),
      dateCompleted: null,
      dueAt: Date.now() + checkInMs,
    };
    commands.push(command);
    return reply.code(201).send([{ id: command.uuid, href: `/api/v2/mdm/commands?filter=uuid=="${command.uuid}"` }]);
  });
  app.get('/api/v2/mdm/commands', async (request) => {
    const filter = String((request.query as { filter?: string }).filter ?? '');
    const uuid = /^uuid=="([^"]+)"$/.exec(filter)?.[1];
    const found = commands.filter((command) => uuid === undefined || command.uuid === uuid);
    return {
      totalCount: found.length,
      results: found.map((command) => ({
        uuid: command.uuid,
        commandType: command.commandType,
        commandState: stateOf(command),
        dateSent: command.dateSent,
        dateCompleted: command.dateCompleted,
        client: { managementId: command.managementId, clientType: 'COMPUTER' },
      })),
    };
  });
}
