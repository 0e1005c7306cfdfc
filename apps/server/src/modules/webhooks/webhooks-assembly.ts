import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import type { QueueTiming } from '../../lib/queue-worker';
import type { ApplicationsService } from '../applications/applications.service';
import type { EventsService } from '../events/events.service';
import type { MailService } from '../mail/mail.service';
import type { TeamsService } from '../teams/teams.service';
import { createDeliveryWorker } from './webhook-delivery';
import { webhookPromotion } from './webhook-promotion';
import { createWebhookSender, parseWebhookAllowList } from './webhook-sender';
import { createWebhooksService } from './webhooks.service';

interface Deps {
  db: Db;
  database: Database;
  log: FastifyBaseLogger;
  config: Config;
  publicUrl: string;
  queue: QueueTiming;
  now: () => Date;
  applications: ApplicationsService;
  events: EventsService;
  teams: TeamsService;
  mail: MailService;
}

/**
 * Webhooks with their delivery workers, listening to every recorded event (the outbox is filled in its transaction).
 */
export function createWebhooks(deps: Deps) {
  const allowList = parseWebhookAllowList(deps.config.WEBHOOK_ALLOWED_HOSTS);
  const send = createWebhookSender({ ...allowList, timeoutMs: deps.config.WEBHOOK_TIMEOUT_MS });
  // Named one by one: the container builds a service on first use, so spreading it would build them all.
  const { database, applications, teams, mail, publicUrl, queue, now } = deps;
  const worker = createDeliveryWorker({
    ...{ database, applications, teams, mail, publicUrl, queue, now, send },
    log: deps.log.child({ module: 'webhooks' }),
    leaseMs: 2 * deps.config.WEBHOOK_TIMEOUT_MS + 5_000,
  });
  const service = createWebhooksService({
    db: deps.db,
    applications: deps.applications,
    send,
    allowsHttp: allowList.allows,
    enqueue: worker.enqueue,
    now: deps.now,
  });
  deps.events.onRecorded(service.enqueueFor);
  return { ...service, ...webhookPromotion({ now: deps.now }), worker };
}

export type WebhooksService = ReturnType<typeof createWebhooks>;
