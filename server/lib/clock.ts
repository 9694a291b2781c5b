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
 */
export class SettableClock implements MovableClock {
  private offsetMs: number;
  constructor(
    start: Date,
    private readonly realNow: () => number = Date.now,
  ) {
    this.offsetMs = start.getTime() - realNow();
  }
  now(): Date {
    return new Date(this.realNow() + this.offsetMs);
  }
  set(to: Date): void {
    this.offsetMs = to.getTime() - this.realNow();
  }
  advanceMinutes(minutes: number): void {
    this.offsetMs += minutes * 60_000;
  }
}
