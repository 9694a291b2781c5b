/**
 * The web app's one source of "now" (milliseconds since the epoch). Tests replace it with
 * `setNow(() => …)` to move time forward without fake timers, and call `resetNow()` afterwards.
 */
let current: () => number = () => Date.now();

export function now(): number {
  return current();
}

export function setNow(source: () => number): void {
  current = source;
}

export function resetNow(): void {
  current = () => Date.now();
}
