/**
 * spec marketplace §2 "Dish detail": the back button goes one step back when there is history in
 * this app, else (spec §6) the dish owner goes to their own store, else the marketplace.
 */
export function backTarget({
  hasHistory,
  isOwner,
  storeName,
}: {
  hasHistory: boolean;
  isOwner: boolean;
  storeName: string | null | undefined;
}): -1 | string {
  if (hasHistory) return -1;
  if (isOwner && storeName) return `/store/${encodeURIComponent(storeName)}`;
  return '/mp';
}

/**
 * Whether this page was reached by navigating inside the app: React Router marks the first entry of
 * a session with the key "default", and a page opened from a link elsewhere has no app history.
 */
export function hasAppHistory(locationKey: string, historyState: unknown = window.history.state): boolean {
  if (locationKey === 'default') return false;
  const index = (historyState as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index > 0 : true;
}
