import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pins } from '../../db/schema.ts';

// The PINs' queries, each taking the transaction it runs in.

/** What a PIN is for: its purpose, the address, and what else it is bound to (or nothing). */
export interface PinKey {
  purpose: string;
  email: string;
  subject?: string;
}

function matches(key: PinKey) {
  return and(
    eq(pins.purpose, key.purpose),
    eq(pins.email, key.email),
    key.subject === undefined ? isNull(pins.subject) : eq(pins.subject, key.subject),
  );
}

/** Cancels the key's unused PINs (a new PIN replaces them). */
export async function cancelOpenPins(tx: DbOrTx, key: PinKey, at: Date) {
  await tx
    .update(pins)
    .set({ usedAt: at })
    .where(and(matches(key), isNull(pins.usedAt)));
}

/** A new PIN row whose hash is set once its id is known (the hash covers the id). */
export async function insertPendingPin(tx: DbOrTx, key: PinKey, expiresAt: Date, createdAt: Date) {
  const [row] = await tx
    .insert(pins)
    .values({
      purpose: key.purpose,
      email: key.email,
      subject: key.subject ?? null,
      pinHash: 'pending',
      expiresAt,
      createdAt,
    })
    .returning({ id: pins.id });
  return row!.id;
}

export async function setPinHash(tx: DbOrTx, pinId: string, pinHash: string) {
  await tx.update(pins).set({ pinHash }).where(eq(pins.id, pinId));
}

/** The key's newest unused PIN, locked so two checks of it queue. */
export async function lockCurrentPin(tx: DbOrTx, key: PinKey) {
  const [current] = await tx
    .select()
    .from(pins)
    .where(and(matches(key), isNull(pins.usedAt)))
    .orderBy(desc(pins.createdAt))
    .limit(1)
    .for('update');
  return current;
}

/** A wrong try: counted, and the PIN used up (void) when `voidAt` is given. */
export async function recordWrongTry(tx: DbOrTx, pinId: string, wrongTries: number, voidAt: Date | null) {
  await tx.update(pins).set({ wrongTries, usedAt: voidAt }).where(eq(pins.id, pinId));
}

/** Uses the PIN up; false when another check used it first. */
export async function usePin(tx: DbOrTx, pinId: string, at: Date) {
  const used = await tx
    .update(pins)
    .set({ usedAt: at })
    .where(and(eq(pins.id, pinId), isNull(pins.usedAt)))
    .returning({ id: pins.id });
  return used.length === 1;
}
