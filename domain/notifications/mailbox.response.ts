import { z } from 'zod';

/**
 * GET /dev/mailbox.json (server/features/dev-mailbox, development only): the mails the app would
 * have sent, newest first, for the e2e journeys and scripts that read a PIN or a link from them.
 */
export const OutboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string().nullable(),
  /** ISO instant, the text JSON made of the stored time. */
  createdAt: z.string(),
});
export const MailboxSchema = z.object({ mails: z.array(OutboxMailSchema) });
export type Mailbox = z.infer<typeof MailboxSchema>;
