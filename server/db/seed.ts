import { eq } from 'drizzle-orm';
import type { Role } from '#domain/accounts/roles.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { Db } from './client.ts';
import { users } from './schema.ts';

/** Demo accounts listed in the README; seeded only with DEMO_DATA (on by default with the embedded database). */
export const DEMO_PASSWORD = 'Virtuve2026';
export const DEMO_ACCOUNTS: { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'customer@demo.lt', role: 'CUSTOMER', firstName: 'Rūta', lastName: 'Kazlauskienė' },
  { email: 'operator@demo.lt', role: 'OPERATOR', firstName: 'Tomas', lastName: 'Petrauskas' },
  { email: 'admin@demo.lt', role: 'ADMIN', firstName: 'Admin', lastName: 'Demo' },
];

/** Creates the account with `role`, or gives an existing one that role and password (ADMIN_EMAIL, ADMIN_PASSWORD). */
export async function ensureAccount(
  db: Db,
  account: { email: string; password: string; role: Role; firstName?: string; lastName?: string },
): Promise<void> {
  const email = account.email.trim().toLowerCase();
  const passwordHash = await hashPassword(account.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await db.update(users).set({ role: account.role, passwordHash }).where(eq(users.id, existing.id));
    return;
  }
  await db.insert(users).values({
    email,
    passwordHash,
    role: account.role,
    verified: true,
    firstName: account.firstName,
    lastName: account.lastName,
  });
}

export async function seedDemoData(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (!existing) await ensureAccount(db, { ...account, password: DEMO_PASSWORD });
  }
}
