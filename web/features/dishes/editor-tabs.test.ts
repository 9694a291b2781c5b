import { describe, expect, test } from 'vitest';
import { canOpenTab, neighbourTab, reachableTabs, type EditorTab, type TabState } from './editor-tabs.ts';

const state = (patch: Partial<TabState>): TabState => ({
  mode: 'create',
  active: 'main',
  savedSteps: 0,
  isDirty: false,
  ...patch,
});

describe('tab reachability (spec marketplace §2)', () => {
  test.each<[string, Partial<TabState>, EditorTab[]]>([
    ['create, nothing saved: only main info', {}, ['main']],
    ['create, nothing saved, dirty: still main info', { isDirty: true }, ['main']],
    ['create, main saved: main and details', { savedSteps: 1, active: 'details' }, ['main', 'details']],
    ['create, back on main after saving it', { savedSteps: 1, active: 'main' }, ['main', 'details']],
    ['create, details saved: all three', { savedSteps: 2, active: 'images' }, ['main', 'details', 'images']],
    [
      'create, unsaved edits do not lock earlier steps',
      { savedSteps: 2, active: 'details', isDirty: true },
      ['main', 'details', 'images'],
    ],
    ['edit, clean: all tabs', { mode: 'edit' }, ['main', 'details', 'images']],
    ['edit, clean, on images: all tabs', { mode: 'edit', active: 'images' }, ['main', 'details', 'images']],
    ['edit, dirty: only the current tab', { mode: 'edit', active: 'details', isDirty: true }, ['details']],
    ['edit, dirty on main', { mode: 'edit', isDirty: true }, ['main']],
  ])('%s', (_name, patch, expected) => {
    expect(reachableTabs(state(patch))).toEqual(expected);
  });

  test('the active tab can always be opened', () => {
    expect(canOpenTab('images', state({ active: 'images', savedSteps: 0 }))).toBe(true);
  });

  test('arrow keys move between reachable tabs and wrap', () => {
    expect(neighbourTab(state({ savedSteps: 1 }), 1)).toBe('details');
    expect(neighbourTab(state({ savedSteps: 1, active: 'details' }), 1)).toBe('main');
    expect(neighbourTab(state({ mode: 'edit' }), -1)).toBe('images');
    expect(neighbourTab(state({ mode: 'edit', isDirty: true }), 1)).toBe('main');
  });
});
