import { eq } from 'drizzle-orm';
import { SESSION_IDLE_MS } from '#domain/constants.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { randomToken, sha256 } from './crypto.ts';

/** Activity is written at most this often, so reads do not turn into writes on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export type SessionUser = Pick<typeof users.$inferSelect, 'id' | 'email' | 'role' | 'language'>;

/**
 * Server sessions (DESIGN §3): the cookie carries a random id, the database keeps its hash. A session
 * idle for longer than 1444 minutes is deleted when it is next presented.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async create(userId: string): Promise<string> {
    const id = randomToken();
    const now = this.clock.now();
    await this.db.insert(sessions).values({ idHash: sha256(id), userId, createdAt: now, lastSeenAt: now });
    return id;
  }

  /** The session's user, or null when the id is unknown or the session has been idle too long. */
  async resolve(id: string): Promise<SessionUser | null> {
    const idHash = sha256(id);
    const [row] = await this.db
      .select({
        lastSeenAt: sessions.lastSeenAt,
        user: { id: users.id, email: users.email, role: users.role, language: users.language },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.idHash, idHash));
    if (!row) return null;
    const now = this.clock.now();
    const idleMs = now.getTime() - row.lastSeenAt.getTime();
    if (idleMs > SESSION_IDLE_MS) {
      await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
      return null;
    }
    if (idleMs > TOUCH_INTERVAL_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    }
    return row.user;
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, sha256(id)));
  }
}
