import type { Platform } from '../lib/module';
import type { Services } from '../modules';

type Ctx = Pick<Platform & Services, 'applications' | 'consumers' | 'accessTokens'>;

/**
 * Consumers of a team's application made through the services as its Owner (`ownerId`), for tests whose subject
 * is something else (the route table's samples). The Free plan allows one consumer: each new one replaces the last.
 */
export function consumerHelpers(services: () => Ctx, team: { id: string }, ownerId: () => string, application: () => Promise<string>) {
  const scope = async () => services().applications.requireApplication(ownerId(), await application(), null);

  async function roomForConsumer(): Promise<void> {
    const owner = await scope();
    for (const consumer of (await services().consumers.list(owner, { limit: 100 })).data) await services().consumers.remove(owner, consumer.id);
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
      return (await services().accessTokens.issue({ applicationId: await application(), accountId: team.id, consumerId })).accessToken;
    },
  };
}
