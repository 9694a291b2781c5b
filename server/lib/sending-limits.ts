import { SENDING_LIMITS, sendingRefusal, type Sender, type SentKind } from '#domain/sending-limits.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { AppError } from './app-error.ts';
import type { Clock } from './clock.ts';
import { RateWindow, takeAllIn } from './rate-window.ts';

/**
 * Who writes: the signed-in account and the client's network address (request.ip); the server's
 * own writes (the demo story) have no address.
 */
export interface Writer {
  userId: string;
  ip?: string;
}

/**
 * The sending limits (domain/sending-limits.ts), counted in rate_events. `take` runs inside the
 * transaction that stores what is sent, so a refused or failed write counts nothing, and two sends
 * at once from one account or address (on any app server) are counted one after the other.
 */
export class SendingLimits {
  private readonly windows: Record<SentKind, Record<Sender, RateWindow>>;

  constructor(
    db: Db,
    clock: Clock,
    /** False only where SENDING_LIMITS=off (load tests, and the tests of other features). */
    private readonly enabled = true,
  ) {
    const windowsOf = (kind: SentKind) => ({
      account: new RateWindow(db, clock, `sent-${kind}`, SENDING_LIMITS[kind].account),
      address: new RateWindow(db, clock, `sent-${kind}-address`, SENDING_LIMITS[kind].address),
    });
    this.windows = {
      message: windowsOf('message'),
      report: windowsOf('report'),
      eventRequest: windowsOf('eventRequest'),
      proposal: windowsOf('proposal'),
    };
  }

  /** Counts one `kind` for the writer, or throws the 429 naming it and the wait (nothing counted). */
  async take(tx: DbOrTx, kind: SentKind, writer: Writer): Promise<void> {
    if (!this.enabled) return;
    const refused = await takeAllIn(tx, [
      { window: this.windows[kind].account, key: writer.userId },
      ...(writer.ip ? [{ window: this.windows[kind].address, key: writer.ip }] : []),
    ]);
    if (!refused) return;
    const { code, params } = sendingRefusal(kind, refused.retryAfterSeconds);
    throw AppError.tooManyRequests(code, refused.retryAfterSeconds, params);
  }
}
