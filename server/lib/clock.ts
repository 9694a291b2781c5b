/** Time comes from here so tests can move it (session expiry, PIN expiry, rate windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | number = Date.now()) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
  set(to: Date): void {
    this.current = to.getTime();
  }
}

/** A clock the test-only clock route may move. */
export interface MovableClock extends Clock {
  set(to: Date): void;
  advanceMinutes(minutes: number): void;
}

export function isMovable(clock: Clock): clock is MovableClock {
  const candidate = clock as Partial<MovableClock>;
  return typeof candidate.set === 'function' && typeof candidate.advanceMinutes === 'function';
}

/**
 * A clock that runs at real speed from a chosen instant and that tests may move forward or set (the
 * test-only clock route, server/features/test-clock/): journeys then run at any hour they choose.
 * It is the real time plus an offset; on several app servers they share the offset
 * (features/test-clock/shared-clock.ts).
 */
export class SettableClock implements MovableClock {
  private offset: number;
  constructor(
    start: Date,
    private readonly realNow: () => number = Date.now,
  ) {
    this.offset = start.getTime() - realNow();
  }
  now(): Date {
    return new Date(this.realNow() + this.offset);
  }
  set(to: Date): void {
    this.offset = this.offsetFor(to);
  }
  advanceMinutes(minutes: number): void {
    this.offset += minutes * 60_000;
  }
  /** How far ahead of (or behind) the real time it reads, in ms. */
  get offsetMs(): number {
    return this.offset;
  }
  /** The offset that makes it read `to` now. */
  offsetFor(to: Date): number {
    return to.getTime() - this.realNow();
  }
  useOffset(ms: number): void {
    this.offset = ms;
  }
}

/**
 * What the test-only clock route moves: this process's clock (an API test's), or the offset every
 * app server on the database shares; a move is done when it is stored.
 */
export interface ClockControl {
  now(): Date;
  set(to: Date): Promise<void>;
  advanceMinutes(minutes: number): Promise<void>;
}

/** A movable clock of this process alone, as the route's control. */
export function localClockControl(clock: MovableClock): ClockControl {
  return {
    now: () => clock.now(),
    set: async (to) => clock.set(to),
    advanceMinutes: async (minutes) => clock.advanceMinutes(minutes),
  };
}
