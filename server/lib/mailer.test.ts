import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import pino from 'pino';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { freshDatabase } from '../test/test-database.ts';
import { createMailer } from './mailer.ts';

const logger = pino({ level: 'silent' });

describe('mailer', () => {
  let database: Database;
  let smtp: SMTPServer;
  let port: number;
  const received: { to: string[]; subject?: string; text?: string }[] = [];

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    smtp = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        simpleParser(stream).then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject,
            text: mail.text,
          });
          done();
        }, done);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(resolve));
    await database.close();
  });

  test('without SMTP_URL the mail lands in the outbox table with its body', async () => {
    const mailer = createMailer({ db: database.db, logger, from: 'App <a@b.lt>' });
    await mailer.send({ to: 'ona@example.com', subject: 'Labas', text: 'Jūsų PIN 123456' });
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.find((row) => row.toAddress === 'ona@example.com')).toMatchObject({
      subject: 'Labas',
      textBody: 'Jūsų PIN 123456',
      transport: 'outbox',
    });
  });

  test('a line break or other control in a header never reaches the outbox or the SMTP server', async () => {
    const outbox = createMailer({ db: database.db, logger, from: 'App <a@b.lt>' });
    await outbox.send({
      to: 'jonas@example.com\r\nBcc: all@example.com',
      subject: 'New review for Kibinai\r\nBcc: all@example.com\u0000',
      text: 'Body\nlines stay',
    });
    const rows = await database.db.select().from(mailOutbox);
    const row = rows.find((one) => one.toAddress.startsWith('jonas@example.com'))!;
    expect(row.subject).toBe('New review for Kibinai Bcc: all@example.com');
    expect(row.toAddress).not.toMatch(/[\r\n]/);
    expect(row.textBody).toBe('Body\nlines stay');

    const smtpMailer = createMailer({
      db: database.db,
      logger,
      from: 'App <a@b.lt>',
      smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    });
    onTestFinished(() => smtpMailer.close?.());
    await smtpMailer.send({ to: 'petras@example.com', subject: 'Hello\rBcc: all@example.com', text: 'x' });
    const delivered = received.find((mail) => mail.to.includes('petras@example.com'))!;
    expect(delivered.to).toEqual(['petras@example.com']);
    expect(delivered.subject).toBe('Hello Bcc: all@example.com');
  });

  test('with SMTP_URL the mail is delivered by SMTP, UTF-8 intact, and its body is not kept', async () => {
    const mailer = createMailer({
      db: database.db,
      logger,
      from: 'Namų šefas <no-reply@namusefas.lt>',
      smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    });
    // The pooled connection would keep the test server's close waiting for its 30 s idle timeout.
    onTestFinished(() => mailer.close?.());
    await mailer.send({
      to: 'jonas@example.com',
      subject: 'Jūsų PIN kodas',
      text: 'PIN 654321 galioja 10 min.',
    });
    expect(received).toContainEqual({
      to: ['jonas@example.com'],
      subject: 'Jūsų PIN kodas',
      text: expect.stringContaining('PIN 654321 galioja 10 min.'),
    });
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.find((row) => row.toAddress === 'jonas@example.com')).toMatchObject({
      transport: 'smtp',
      textBody: null,
    });
  });

  test('an unreachable SMTP server is an error, recorded in the outbox', async () => {
    const mailer = createMailer({
      db: database.db,
      logger,
      from: 'a@b.lt',
      smtpUrl: 'smtp://127.0.0.1:1/?ignoreTLS=true',
    });
    await expect(mailer.send({ to: 'x@example.com', subject: 'S', text: 'T' })).rejects.toThrow(
      /x@example.com/,
    );
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.find((row) => row.toAddress === 'x@example.com')?.error).toBeTruthy();
  });
});
