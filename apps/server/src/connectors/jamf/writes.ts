import type { DeviceLock, DeviceWipe } from '@portal/shared/unified/mdm.schemas';
import type { LaterStatus, WriteAdapter } from '../adapters/adapter-types';

/** The part of a computer of the inventory that commands need (`JamfComputer` of adapter.ts). */
interface ComputerGeneral {
  general?: { managementId?: string | null } | null;
}

const COMMANDS_DOC = 'https://developer.jamf.com/jamf-pro/reference/post_v2-mdm-commands';

/** An MDM command as Jamf Pro's `GET /api/v2/mdm/commands` lists it. */
interface JamfCommand {
  uuid: string;
  commandState?: string;
  commandType?: string;
}

/**
 * An MDM command of Jamf Pro (`POST /api/v2/mdm/commands`): sent to the computer's management id (read from its
 * inventory's GENERAL section first), answered 201 with the command's id; the device carries it out when it next
 * checks in, so the write is a job that asks `GET /api/v2/mdm/commands?filter=uuid=="{id}"` until the command is
 * ACKNOWLEDGED (done) or in ERROR.
 */
function mdmCommand<Input>(commandType: string, data: (input: Input) => Record<string, unknown>): WriteAdapter<Input> {
  return {
    docs: COMMANDS_DOC,
    async prepare(client, remoteId) {
      const computer = await client.json<ComputerGeneral>({
        path: `/api/v1/computers-inventory/${encodeURIComponent(remoteId ?? '')}`,
        query: { section: ['GENERAL'] },
      });
      return { managementId: computer.general?.managementId ?? '' };
    },
    requests: (input, remoteId, prepared) => [
      {
        method: 'POST',
        path: '/api/v2/mdm/commands',
        json: {
          clientData: [{ managementId: prepared?.managementId ?? `{managementId of computer ${remoteId}}` }],
          commandData: { commandType, ...data(input) },
        },
      },
    ],
    later: {
      reference: (answer) => (answer.body as Array<{ id?: string }> | null)?.[0]?.id,
      async status(client, reference): Promise<LaterStatus> {
        const answer = await client.json<{ results?: JamfCommand[] }>({
          path: '/api/v2/mdm/commands',
          query: { filter: `uuid=="${reference}"` },
        });
        const state = answer.results?.[0]?.commandState;
        if (state === 'ACKNOWLEDGED') return { state: 'done' };
        if (state === 'ERROR')
          return { state: 'failed', reason: `the device reported an error running ${commandType}` };
        return { state: 'pending' };
      },
    },
  };
}

export const jamfDeviceWrites = {
  lock: mdmCommand<DeviceLock>('DEVICE_LOCK', (input) => ({
    ...(input.message ? { message: input.message } : {}),
    ...(input.pin ? { pin: input.pin } : {}),
  })),
  restart: mdmCommand<unknown>('RESTART_DEVICE', () => ({})),
  wipe: mdmCommand<DeviceWipe>('ERASE_DEVICE', (input) => (input.pin ? { pin: input.pin } : {})),
};
