import { and, eq, isNull } from 'drizzle-orm';
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from '#domain/constants.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { ChangeChannel } from './change-channel.ts';
import type { Clock } from './clock.ts';
import { randomToken, sha256 } from './crypto.ts';
import type { KeptAnswers } from './kept-answers.ts';

/** Activity is written at most this often, so reads do not turn into writes on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export type SessionUser = Pick<typeof users.$inferSelect, 'id' | 'email' | 'role' | 'language'>;

/**
 * Server sessions (DESIGN §3): the cookie carries a random id, the database keeps its hash. A session
 * idle for longer than 1444 minutes, or older than `SESSION_MAX_AGE_MS` however active, is deleted
 * when it is next presented (and by the clean-up job when it is not).
 *
 * Every signed-in request asks who its session is (a polling thread screen, in the bench), so a
 * live session's user may be kept for `READ_CACHE_MS` (lib/kept-answers.ts). Whatever can end a
 * session or change what it says ends the kept ones, on every app server: a session started or
 * ended here (the `changes` channel: signing in ends the browser's earlier session, a new password
 * ends every other session of the account, a PIN sign-in may end every session of a password
 * it voids, and an administrator disabling an account ends all of its sessions), and any other
 * write (the catalog channel: a new role, e-mail or language). Another app server hears of it
 * milliseconds later; this one at once, before the answer leaves.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly kept?: { users: KeptAnswers<SessionUser | null>; changes: ChangeChannel },
  ) {}

  async create(userId: string): Promise<string> {
    const id = randomToken();
    const now = this.clock.now();
    await this.db.insert(sessions).values({ idHash: sha256(id), userId, createdAt: now, lastSeenAt: now });
    this.kept?.changes.changed();
    return id;
  }

  /** The session's user, or null when the id is unknown or the session has been idle too long. */
  async resolve(id: string): Promise<SessionUser | null> {
    if (!this.kept) return this.read(id);
    return this.kept.users.read(
      sha256(id),
      () => this.read(id),
      (user) => user !== null,
    );
  }

  private async read(id: string): Promise<SessionUser | null> {
    const idHash = sha256(id);
    const [row] = await this.db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        user: { id: users.id, email: users.email, role: users.role, language: users.language },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A disabled account's sessions are deleted with the decision; should one outlive it (a
      // row written meanwhile, a decision made in the database), it still does not authenticate.
      .where(and(eq(sessions.idHash, idHash), isNull(users.disabledAt)));
    if (!row) return null;
    const now = this.clock.now();
    const idleMs = now.getTime() - row.lastSeenAt.getTime();
    if (idleMs > SESSION_IDLE_MS || now.getTime() - row.createdAt.getTime() > SESSION_MAX_AGE_MS) {
      await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
      return null;
    }
    if (idleMs > TOUCH_INTERVAL_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    }
    return row.user;
  }

  /**
   * Sessions were ended by a write of their own (a new password, a voided one): the kept ones are
   * forgotten here at once and on every other app server as soon as it hears.
   */
  ended(): void {
    this.kept?.changes.changed();
  }

  /**
   * Ends every session of the account in the caller's transaction (an administrator disabling it),
   * and says how many there were; the caller calls `ended()` once the transaction has committed.
   */
  static async endAllOf(db: DbOrTx, userId: string): Promise<number> {
    const ended = await db
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.idHash });
    return ended.length;
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, sha256(id)));
    this.kept?.changes.changed();
  }
}
