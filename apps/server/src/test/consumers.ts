import type { Platform } from '../lib/module';
import type { Services } from '../modules';
import { newApplication } from './applications';
import type { Person, TestApp } from './test-app';

type Ctx = Pick<Platform & Services, 'applications' | 'consumers' | 'accessTokens'>;

/**
 * Consumers of a team's application made through the services as its Owner (`ownerId`), for tests whose subject
 * is something else (the route table's samples). The Free plan allows one consumer: each new one replaces the last.
 */
export function consumerHelpers(
  services: () => Ctx,
  team: { id: string },
  ownerId: () => string,
  application: () => Promise<string>,
) {
  const scope = async () => services().applications.requireApplication(ownerId(), await application(), null);

  async function roomForConsumer(): Promise<void> {
    const owner = await scope();
    for (const consumer of (await services().consumers.list(owner, { limit: 100 })).data)
      await services().consumers.remove(owner, consumer.id);
  }

  async function newConsumer(): Promise<string> {
    await roomForConsumer();
    return (await services().consumers.create(await scope(), 'Sample consumer')).id;
  }

  return {
    roomForConsumer,
    newConsumer,
    async consumerToken() {
      const consumerId = await newConsumer();
      return (
        await services().accessTokens.issue({ applicationId: await application(), accountId: team.id, consumerId })
      ).accessToken;
    },
  };
}

/** A new team's application with one consumer, made as its Owner. */
export async function ownerWithConsumer(
  t: TestApp,
): Promise<{ owner: Person; applicationId: string; consumerId: string }> {
  const owner = await t.signUp();
  const applicationId = await newApplication(owner);
  const helpers = consumerHelpers(
    () => t.services,
    { id: owner.teamId },
    () => owner.id,
    async () => applicationId,
  );
  return { owner, applicationId, consumerId: await helpers.newConsumer() };
}
