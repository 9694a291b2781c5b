import { renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { useHasKeyboard } from './use-has-keyboard.ts';

function pointer(fine: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: fine && query.includes('pointer: fine'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
afterEach(() => vi.unstubAllGlobals());

test('a mouse or trackpad counts as a keyboard device', () => {
  pointer(true);
  expect(renderHook(() => useHasKeyboard()).result.current).toBe(true);
});

test('a touch screen does not', () => {
  pointer(false);
  expect(renderHook(() => useHasKeyboard()).result.current).toBe(false);
});
