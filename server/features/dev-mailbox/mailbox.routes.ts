import type { FastifyInstance } from 'fastify';
import { MailboxSchema } from '#domain/notifications/mailbox.response.ts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';
import { latestMails } from './mailbox.repo.ts';

const QuerySchema = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });
const PAGE_SIZE = 50;

/**
 * The development outbox (DESIGN §1): mails the app would have sent, newest first. Registered only
 * outside production. /dev/mailbox is a page for people; /dev/mailbox.json is for scripts and tests.
 */
export function mailboxRoutes(server: FastifyInstance, { db }: { db: Db }) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  const latest = (to: string | undefined) => latestMails(db, to, PAGE_SIZE);

  app.get(
    '/dev/mailbox.json',
    { ...access('public'), ...takes({ query: QuerySchema }, answers(MailboxSchema)) },
    async (request) => {
      const mails = await latest(request.query.to);
      return ok({ mails: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })) });
    },
  );

  app.get(
    '/dev/mailbox',
    { ...access('public'), ...takes({ query: QuerySchema }) },
    async (request, reply) => {
      const mails = await latest(request.query.to);
      const items = mails
        .map(
          (mail) => `<article><h2>${escape(mail.subject)}</h2>
<p class="meta">To ${escape(mail.to)} · ${mail.createdAt.toISOString()}</p>
<pre>${escape(mail.text ?? '')}</pre></article>`,
        )
        .join('\n');
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#2b1d14}
article{border:1px solid #e8ddd3;border-radius:12px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#6b5a4d;font-size:.875rem}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Outbox</h1><p>Mails the app sent while no SMTP server is configured, newest first.</p>
${items || '<p>No mails yet.</p>'}</body></html>`);
    },
  );
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
