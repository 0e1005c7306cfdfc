import type { MailContent } from '../mail/mail.templates';

const escape = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The operator's mail about a new integration request. */
export function integrationRequestMail(
  request: { id: string; serviceName: string; website: string | null; category: string; description: string },
  requester: string,
): MailContent {
  const lines = [
    `${requester} requests a new integration: ${request.serviceName} (${request.category}).`,
    `Vendor website: ${request.website ?? 'not given'}`,
    `What it should do: ${request.description}`,
    `Request ${request.id}.`,
  ];
  return {
    subject: `Integration requested: ${request.serviceName}`,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escape(line)}</p>`).join('\n'),
  };
}
