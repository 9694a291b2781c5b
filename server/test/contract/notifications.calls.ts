import { mailOutbox } from '../../db/schema.ts';
import type { ContractCalls } from './world.ts';

/** The world's buyer was told of the order and its delivery; the chef has unread notices too. */
export const notificationsCalls: ContractCalls = {
  'GET /secure/notifications': (w) => w.buyer.client.get('/secure/notifications'),
  'POST /secure/notifications-read': (w) => w.chef.client.post('/secure/notifications-read'),
  // Development only. The test mailer takes the world's mails out of the outbox, so one is kept
  // there as the development transport leaves it (one with no text part, which may be).
  'GET /dev/mailbox.json': async (_w, t) => {
    await t.db.insert(mailOutbox).values([
      {
        toAddress: 'contract@example.lt',
        subject: 'Your PIN',
        textBody: 'Your PIN is 123456.',
        transport: 'outbox',
      },
      {
        toAddress: 'contract@example.lt',
        subject: 'A page only',
        htmlBody: '<p>Hello</p>',
        transport: 'outbox',
      },
    ]);
    return t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
  },
};
