import { desc } from 'drizzle-orm';
import {
  PROMOTION_MESSAGES as M,
  PROMOTION_STALE_CODE,
  PROMOTIONS_SHOWN,
} from '@portal/shared/environments/environments.constants';
import type { PromotionChange, Promotion } from '@portal/shared/environments/environments.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { whereApplication } from '../../db/scoped';
import { conflict } from '../../lib/app-error';
import type { ApplicationScope } from '../applications/application-scope';
import type { ApplicationsService } from '../applications/applications.service';
import type { IntegrationsService } from '../integrations/integrations.service';
import type { TeamsService } from '../teams/teams.service';
import type { UsersService } from '../users/users.service';
import type { WebhooksService } from '../webhooks/webhooks-assembly';
import { type EnvironmentSettings, type PlannedChange, promotionDiff } from './promotion-diff';
import { type PromotionRow, environmentPromotions } from './environments.table';

interface Deps {
  db: Db;
  applications: ApplicationsService;
  integrations: IntegrationsService;
  webhooks: WebhooksService;
  teams: TeamsService;
  users: UsersService;
  now: () => Date;
}

const toPromotion = (row: PromotionRow): Promotion => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  by: { id: row.userId, name: row.userName, email: row.userEmail },
  changes: row.changes,
});

/** Disabling in live goes first, so a promotion that swaps one integration for another stays within the plan. */
const applyOrder = (planned: PlannedChange) =>
  planned.action.target === 'integration' &&
  planned.action.setting.kind === 'integration' &&
  !planned.action.setting.isEnabled
    ? 0
    : 1;

/**
 * Promotion of an application's test settings to live (issue 27; docs/decisions.md, "Promotion from test to live"):
 * the diff of integrations, scopes, field mappings and webhook subscriptions, applying the changes chosen in one
 * transaction, and the record of who promoted what.
 */
export function createEnvironmentsService({ db, applications, integrations, webhooks, teams, users, now }: Deps) {
  async function settingsOf(applicationId: string, tx: DbOrTx): Promise<EnvironmentSettings> {
    return {
      integrations: await integrations.promotionSettings(applicationId, tx),
      webhooks: await webhooks.promotionSubscriptions(applicationId, tx),
    };
  }

  /** The diff of the application (`scope` is the application itself, its live row). */
  async function planOf(scope: ApplicationScope, tx: DbOrTx): Promise<PlannedChange[]> {
    const testId = await applications.testEnvironmentIdOf(scope, tx);
    return promotionDiff(await settingsOf(testId, tx), await settingsOf(scope.liveApplicationId, tx));
  }

  return {
    async diff(scope: ApplicationScope): Promise<PromotionChange[]> {
      return (await planOf(scope, db)).map((planned) => planned.change);
    },

    /**
     * Applies the changes named to live, all or none: under the team's lock (promotions and plan checks of one team
     * run one after the other), the diff is read again; an id not in it is 409 (test or live changed since it was
     * read), a plan limit passed is 403, and nothing is written.
     */
    async promote(scope: ApplicationScope, ids: string[]): Promise<Promotion> {
      const live: ApplicationScope = { ...scope, applicationId: scope.liveApplicationId, environment: 'live' };
      return db.transaction(async (tx) => {
        await teams.lock(scope.accountId, tx);
        const plan = new Map((await planOf(scope, tx)).map((planned) => [planned.change.id, planned]));
        const wanted = [...new Set(ids)];
        if (wanted.some((id) => !plan.has(id))) throw conflict(PROMOTION_STALE_CODE, M.stale);
        const chosen = wanted.map((id) => plan.get(id)!);
        for (const { action } of [...chosen].sort((a, b) => applyOrder(a) - applyOrder(b))) {
          if (action.target === 'integration') await integrations.applyPromotion(live, action.setting, tx);
          else await webhooks.applyPromotion(live, action.key, action.subscription, tx);
        }
        const [user] = await users.findByIds([scope.userId], tx);
        const [row] = await tx
          .insert(environmentPromotions)
          .values({
            accountId: scope.accountId,
            applicationId: scope.liveApplicationId,
            userId: scope.userId,
            userName: user ? `${user.name} ${user.lastname}`.trim() : '',
            userEmail: user?.email ?? '',
            changes: chosen.map((planned) => planned.change),
            createdAt: now(),
          })
          .returning();
        return toPromotion(row!);
      });
    },

    /** The application's promotions, newest first (the latest PROMOTIONS_SHOWN). */
    async promotions(scope: ApplicationScope): Promise<Promotion[]> {
      const rows = await db
        .select()
        .from(environmentPromotions)
        .where(whereApplication(environmentPromotions, { applicationId: scope.liveApplicationId }))
        .orderBy(desc(environmentPromotions.createdAt), desc(environmentPromotions.id))
        .limit(PROMOTIONS_SHOWN);
      return rows.map(toPromotion);
    },
  };
}

export type EnvironmentsService = ReturnType<typeof createEnvironmentsService>;
