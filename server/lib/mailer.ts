import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about (template name, ids) for the outbox and the logs; never secrets. */
  meta?: Record<string, unknown>;
  /**
   * The queued mail's id: it becomes the Message-ID, the same on every try, so a mail server or
   * reader can tell a repeated delivery from a second mail.
   */
  id?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * True when sending a mail means keeping it in `mail_outbox` (no SMTP_URL). Mails queued in that
   * table are then delivered where they stand (`OUTBOX_TRANSPORT`), all in one statement, rather
   * than copied one by one.
   */
  readonly keepsMailInOutbox?: boolean;
  /** Ends open connections to the mail server (at shutdown). */
  close?(): void;
}

/**
 * A header's value as one line: a CR or LF (with any spaces around it) becomes one space and other
 * controls go, so nothing a user typed (a name, a dish title in a subject) can start a header of its
 * own. Names are refused with controls already (domain/validation.ts plainLine); this is the
 * second wall, for every header whatever its source.
 */
export function headerLine(value: string): string {
  return value.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ').replace(/[\p{Cc}\p{Bidi_Control}]/gu, '');
}

/** `mail_outbox.transport` of a mail kept there for /dev/mailbox instead of sent. */
export const OUTBOX_TRANSPORT = 'outbox';

/** The log line of a mail kept in the outbox: recipient and subject, never the body (it may hold a PIN). */
export function logKeptInOutbox(logger: FastifyBaseLogger, mail: Pick<Mail, 'to' | 'subject' | 'meta'>) {
  logger.info(
    { to: mail.to, subject: mail.subject, ...mail.meta },
    'mail stored in the outbox (see /dev/mailbox)',
  );
}

interface MailerOptions {
  db: Db;
  logger: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise the outbox: the mail is stored in `mail_outbox` and shown at
 * /dev/mailbox outside production. Logs name the recipient and subject only, never the body, which
 * may hold a PIN.
 */
export function createMailer({ db, logger, smtpUrl, from }: MailerOptions): Mailer {
  // A mail server that stops answering fails the try within about a minute, well inside the claim
  // an app server holds on the mail while it sends (features/notifications/notifier.service.ts).
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // Connections are kept and reused: a burst of order mails is not one handshake each.
        pool: true,
        maxConnections: 3,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    keepsMailInOutbox: !transport,
    close: () => transport?.close(),
    async send(sent) {
      const mail = { ...sent, to: headerLine(sent.to), subject: headerLine(sent.subject) };
      const meta = mail.meta ?? {};
      if (!transport) {
        await db.insert(mailOutbox).values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          transport: OUTBOX_TRANSPORT,
          meta,
        });
        logKeptInOutbox(logger, mail);
        return;
      }
      let error: string | undefined;
      try {
        await transport.sendMail({
          from,
          messageId: mail.id ? `<${mail.id}@${domain}>` : undefined,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        logger.info({ to: mail.to, subject: mail.subject, ...meta }, 'mail sent');
      } catch (cause) {
        error = (cause as Error).message;
        logger.error({ to: mail.to, subject: mail.subject, err: error }, 'mail could not be sent');
      }
      await db
        .insert(mailOutbox)
        .values({ toAddress: mail.to, subject: mail.subject, transport: 'smtp', error, meta });
      if (error) throw new Error(`Mail to ${mail.to} failed: ${error}`);
    },
  };
}
