import type { FastifyInstance } from 'fastify';
import type { DevMailSummary } from '@portal/shared/mail/mail.schemas';
import { notFound } from '../../lib/app-error';
import { isLocalRequest } from '../../plugins/endpoints';
import type { MailService } from './mail.service';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

function renderMail(mail: DevMailSummary & { text: string }): string {
  const links = mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('');
  return `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong><span>to ${escapeHtml(mail.to)} · ${escapeHtml(new Date(mail.createdAt).toUTCString())} · ${escapeHtml(mail.status)}</span></header>
  ${links ? `<ul>${links}</ul>` : ''}
  <details><summary>Text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`;
}

/**
 * GET /dev/mailbox: a plain page listing what the development mailbox holds, so a
 * person running `npm start` without SMTP can click their verification or reset link.
 * Like the mailbox endpoints, it answers only requests from this machine.
 */
export function mailboxPage(
  app: FastifyInstance,
  { mail, config }: { mail: MailService; config: { devMailbox: boolean } },
) {
  if (!config.devMailbox) return;
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    if (!isLocalRequest(request)) throw notFound();
    const summaries = await mail.list();
    const mails = await Promise.all(
      summaries.map(async (summary) => ({ ...summary, text: (await mail.get(summary.id))?.text ?? '' })),
    );
    const body = mails.length
      ? mails.map(renderMail).join('\n')
      : '<p class="empty">No mail yet. Sign up, ask for a password reset or invite someone, and the mail appears here.</p>';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; max-width: 860px; margin: 40px auto; padding: 0 20px; color: #1f1f1f; }
  @media (prefers-color-scheme: dark) { body { background: #141414; color: #e8e8e8; } a { color: #69b1ff; } }
  h1 { margin-bottom: 4px; } .hint { color: #8c8c8c; margin-top: 0; }
  article { border: 1px solid rgba(127,127,127,.3); border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
  article header { display: flex; flex-wrap: wrap; gap: 4px 12px; justify-content: space-between; }
  article header span { color: #8c8c8c; font-size: 13px; }
  pre { white-space: pre-wrap; word-break: break-word; } .empty { color: #8c8c8c; }
</style></head>
<body><h1>Development mailbox</h1>
<p class="hint">Mail the portal wrote, newest first (the latest 50). Shown because SMTP_URL is not set and NODE_ENV is not production.</p>
${body}
</body></html>`);
  });
}
