import { formatPrice, type PlanDefinition } from '@portal/shared/plans/plans.constants';
import type { MailContent } from '../mail/mail.templates';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail to the operator's billing address when a team requests an annual plan. */
export function annualRequestMail(
  teamName: string,
  accountId: string,
  plan: PlanDefinition,
  requester: string,
): MailContent {
  const lines = [
    `The team ${teamName} (${accountId}) requests the annual plan ${plan.name} (${plan.id}, ${formatPrice(plan.price)} a year).`,
    `Requested by ${requester}.`,
    'Reply to the requester to agree on the contract; the team stays on its current plan until its subscription is set up.',
  ];
  return {
    subject: `Annual plan requested: ${plan.name} for ${teamName}`,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escape(line)}</p>`).join('\n'),
  };
}
