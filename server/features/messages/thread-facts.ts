import { can } from '#domain/accounts/policies.ts';
import type { Role } from '#domain/accounts/roles.ts';
import { contactsVisible } from '#domain/messages/contact-masking.ts';
import type { ThreadHeading } from '#domain/messages/message.response.ts';
import type { DbOrTx } from '../../db/client.ts';
import { presentThread, type Reader } from './messages.presenter.ts';
import * as repo from './messages.repo.ts';
import type { ThreadRow } from './messages.repo.ts';

// Who reads a thread, and what its heading needs: the people, the order number, the dish and
// whether contacts show.

/** Someone signed in, as the messages routes know them. */
export interface Caller {
  id: string;
  role: Role;
}

/** The caller's side of the thread, if they take part in it (staff read in the console instead). */
export function readerOf(caller: Caller, thread: ThreadRow): Reader | undefined {
  if (!can(caller, 'thread.read', thread)) return undefined;
  return { kind: thread.customerUserId === caller.id ? 'customer' : 'chef', userId: caller.id };
}

export async function threadHeading(db: DbOrTx, thread: ThreadRow, reader: Reader): Promise<ThreadHeading> {
  return presentThread(thread, reader, (await factsOf(db, [thread])).of(thread));
}

/** What the headings of some threads need, read together: people, order numbers, dishes, confirmation. */
export async function factsOf(db: DbOrTx, threads: ThreadRow[]) {
  const orderIds = threads.flatMap((thread) => (thread.orderId ? [thread.orderId] : []));
  const productIds = threads.flatMap((thread) => (thread.productId ? [thread.productId] : []));
  const [people, numbers, titles, confirmed] = await Promise.all([
    repo.peopleByIds(
      db,
      threads.flatMap((thread) => [thread.chefUserId, thread.customerUserId]),
    ),
    repo.orderNumbersOf(db, orderIds),
    repo.dishTitles(db, productIds),
    repo.confirmedOrderIds(
      db,
      threads.flatMap((thread) =>
        thread.orderId ? [{ orderId: thread.orderId, chefUserId: thread.chefUserId }] : [],
      ),
    ),
  ]);
  const visible = (thread: ThreadRow) =>
    contactsVisible({
      orderId: thread.orderId,
      confirmed: confirmed.has(`${thread.orderId}:${thread.chefUserId}`),
    });
  return {
    people,
    visible,
    of: (thread: ThreadRow) => ({
      sId: thread.orderId ? numbers.get(thread.orderId) : undefined,
      dishTitle: thread.productId ? titles.get(thread.productId) : undefined,
      contactsVisible: visible(thread),
      people,
    }),
  };
}
