import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A mail server that keeps every message it is given, by Message-ID. It can be stopped (connections
 * refused, as a relay that is down) and started again on the same port.
 */
export class MailCatcher {
  readonly mails: { messageId: string; to: string; subject: string; text: string; at: number }[] = [];
  private server: SMTPServer | undefined;
  private port = 0;

  private newServer() {
    return new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Stopping cuts the app servers' pooled connections at once instead of waiting 30 s for them.
      closeTimeout: 100,
      onData: (stream, session, done) => {
        simpleParser(stream).then((mail) => {
          this.mails.push({
            messageId: mail.messageId ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            at: Date.now(),
          });
          done();
        }, done);
      },
    });
  }

  async start(port = this.port) {
    this.port = port;
    // A stopped SMTPServer answers 421 for good: a new one each time.
    const server = this.newServer();
    server.on('error', () => {}); // a client killed mid-mail (kill -9) resets its connection
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
