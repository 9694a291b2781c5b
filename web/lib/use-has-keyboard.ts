import { useSyncExternalStore } from 'react';

// A fine pointer that can hover means a mouse or trackpad, so a keyboard is almost surely there too;
// a phone or tablet reports a coarse pointer. Server drawing assumes no keyboard, so no hint flashes.
const QUERY = '(hover: hover) and (pointer: fine)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/** Whether keyboard shortcuts are worth mentioning on this device. */
export function useHasKeyboard(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
