import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client.ts';
import {
  messages,
  messageThreadReads,
  messageThreads,
  orderItems,
  orders,
  products,
  users,
} from '../schema.ts';

/** Who writes in the demo conversations: the demo customer, and demo chefs by their store names. */
const CUSTOMER = 'customer@demo.lt';
const chefEmail = (nickname: string) => `${nickname}@demo.lt`;
const HOUR = 3_600_000;

interface DemoLine {
  from: 'customer' | 'chef';
  text: string;
  /** Hours before the seeding. */
  hoursAgo: number;
}

/** Questions before ordering, one in English and one in Lithuanian. */
const QUESTIONS: { chef: string; dishIndex: number; lines: DemoLine[]; chefRead: boolean }[] = [
  {
    chef: 'onos-virtuve',
    dishIndex: 0,
    chefRead: true,
    lines: [
      {
        from: 'customer',
        text: 'Hello Ona! Could you make the cepelinai without pork, with mushrooms? My husband does not eat meat.',
        hoursAgo: 30,
      },
      {
        from: 'chef',
        text: 'Laba diena! Yes, with forest mushrooms and a sour-cream sauce. Just mention it in the order comment.',
        hoursAgo: 28,
      },
      // A number typed before ordering: the chef sees it hidden (the platform protects both sides).
      {
        from: 'customer',
        text: 'Wonderful, thank you! My number is +370 612 34567 if anything comes up.',
        hoursAgo: 27,
      },
    ],
  },
  {
    chef: 'giorgi-supra',
    dishIndex: 0,
    chefRead: false,
    lines: [
      {
        from: 'customer',
        text: 'Sveiki, ar chačapuri galima užsakyti dvylikai žmonių šeštadienio vakarui? Vienas svečias netoleruoja laktozės.',
        hoursAgo: 3,
      },
    ],
  },
];

/** An order's conversation, for the demo customer's first delivered order if the demo has one. */
const ORDER_LINES: DemoLine[] = [
  { from: 'chef', text: 'Ačiū už užsakymą! Atvyksiu 17:30, ar tinka?', hoursAgo: 50 },
  { from: 'customer', text: 'Taip, puikiai tinka. Durų kodas 4512, trečias aukštas.', hoursAgo: 49 },
  {
    from: 'chef',
    text: 'Thank you for having me, it was a lovely evening. Enjoy the leftovers!',
    hoursAgo: 44,
  },
];

/**
 * Seeds a few conversations between the demo customer and demo chefs, in English and
 * Lithuanian: questions before ordering (one unread by its chef) and, when the demo has a delivered
 * order of the customer, that order's conversation. Runs once: a customer with a thread is left alone.
 */
export async function seedDemoMessages(db: Db, now = new Date()): Promise<void> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, CUSTOMER));
  if (!customer) return;
  const [existing] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(eq(messageThreads.customerUserId, customer.id))
    .limit(1);
  if (existing) return;
  const chefs = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        QUESTIONS.map((question) => chefEmail(question.chef)),
      ),
    );
  await db.transaction(async (tx) => {
    for (const question of QUESTIONS) {
      const chef = chefs.find((row) => row.email === chefEmail(question.chef));
      if (!chef) continue;
      const dishes = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.userId, chef.id))
        .orderBy(products.id);
      await seedThread(tx, now, {
        customerUserId: customer.id,
        chefUserId: chef.id,
        orderId: null,
        productId: dishes[question.dishIndex]?.id ?? null,
        lines: question.lines,
        chefRead: question.chefRead,
      });
    }
    const [delivered] = await tx
      .select({ orderId: orderItems.orderId, chefUserId: orderItems.sellerUserId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.buyerUserId, customer.id), isNotNull(orderItems.deliveredAt)))
      .orderBy(orderItems.id)
      .limit(1);
    if (delivered) {
      await seedThread(tx, now, {
        customerUserId: customer.id,
        chefUserId: delivered.chefUserId,
        orderId: delivered.orderId,
        productId: null,
        lines: ORDER_LINES,
        chefRead: true,
      });
    }
  });
}

async function seedThread(
  tx: DbOrTx,
  now: Date,
  thread: {
    customerUserId: string;
    chefUserId: string;
    orderId: number | null;
    productId: number | null;
    lines: DemoLine[];
    chefRead: boolean;
  },
) {
  const at = (line: DemoLine) => new Date(now.getTime() - line.hoursAgo * HOUR);
  const [row] = await tx
    .insert(messageThreads)
    .values({
      customerUserId: thread.customerUserId,
      chefUserId: thread.chefUserId,
      orderId: thread.orderId,
      productId: thread.productId,
      lastMessageAt: at(thread.lines[thread.lines.length - 1]!),
      createdAt: at(thread.lines[0]!),
    })
    .returning({ id: messageThreads.id });
  const written = await tx
    .insert(messages)
    .values(
      thread.lines.map((line) => ({
        threadId: row!.id,
        senderUserId: line.from === 'chef' ? thread.chefUserId : thread.customerUserId,
        body: line.text,
        createdAt: at(line),
      })),
    )
    .returning({ id: messages.id });
  const newest = Math.max(...written.map((message) => message.id));
  await tx.insert(messageThreadReads).values([
    { threadId: row!.id, userId: thread.customerUserId, lastReadMessageId: newest },
    { threadId: row!.id, userId: thread.chefUserId, lastReadMessageId: thread.chefRead ? newest : 0 },
  ]);
}
