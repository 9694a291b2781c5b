import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { resetNow } from '../lib/clock.ts';

// Vitest runs without globals, so Testing Library's automatic cleanup is wired here.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetNow();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
