import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, loadLanguage } from '../i18n/i18n.ts';
import { resetNow } from '../lib/clock.ts';

// The app loads one language at a time; tests switch freely, so both are in from the start.
await Promise.all([loadLanguage('en'), loadLanguage('lt')]);

// Vitest runs without globals, so Testing Library's automatic cleanup is wired here.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetNow();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
