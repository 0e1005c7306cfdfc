import { formatPrice } from '@portal/shared/plans/plans.constants';
import type { PlanDefinition } from '@portal/shared/plans/plans.constants';
import type { DbOrTx } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import { noticeMail } from '../mail/mail.templates';
import type { TeamsService } from '../teams/teams.service';

export interface BillingNoticeDeps {
  teams: TeamsService;
  mail: MailService;
  publicUrl: string;
}

export type BillingNews =
  | { kind: 'planChanged'; from: PlanDefinition; to: PlanDefinition }
  | { kind: 'paymentSucceeded'; amount: number; description: string }
  | { kind: 'paymentFailed'; amount: number; description: string };

function linesOf(team: string, news: BillingNews): { subject: string; lines: string[] } {
  switch (news.kind) {
    case 'planChanged':
      return {
        subject: `${team} is now on the ${news.to.name} plan`,
        lines: [`The plan of ${team} changed from ${news.from.name} to ${news.to.name}.`],
      };
    case 'paymentSucceeded':
      return {
        subject: `Payment of ${formatPrice(news.amount)} received`,
        lines: [`${team} paid ${formatPrice(news.amount)}: ${news.description}.`],
      };
    case 'paymentFailed':
      return {
        subject: `Payment of ${formatPrice(news.amount)} failed`,
        lines: [
          `A payment of ${formatPrice(news.amount)} for ${team} failed: ${news.description}.`,
          'Update the payment method in the billing portal so the plan stays active.',
        ],
      };
  }
}

/**
 * Mails the team's members who turned on billing events (User settings' hasBillingEvent), in the change's transaction.
 */
export async function tellBilling(
  deps: BillingNoticeDeps,
  tx: DbOrTx,
  accountId: string,
  news: BillingNews,
): Promise<void> {
  const people = await deps.teams.membersWanting(accountId, 'hasBillingEvent', tx);
  if (people.length === 0) return;
  const team = (await deps.teams.find(accountId, tx))?.name ?? 'Your team';
  const { subject, lines } = linesOf(team, news);
  for (const person of people) {
    const content = noticeMail({
      name: person.name || person.email,
      subject,
      lines,
      action: 'Open Plan & Billing',
      link: `${deps.publicUrl}/account-settings?tab=plan`,
      setting: 'billing notifications',
    });
    await deps.mail.enqueue(tx, person.email, content);
  }
}
