/** spec marketplace §2 "Dish create/edit": the three tabs, in wizard order. */
export const EDITOR_TABS = ['main', 'details', 'images'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

export interface TabState {
  mode: 'create' | 'edit';
  active: EditorTab;
  /** Create mode: how many steps were saved in this session (0-2); the next one is the current step. */
  savedSteps: number;
  /** The active tab has changes that are not saved. */
  isDirty: boolean;
}

/**
 * spec marketplace §2: in create mode only earlier steps and the current one can be opened; in edit
 * mode every tab can, unless there are unsaved changes, which keep the user on the current tab.
 */
export function canOpenTab(tab: EditorTab, state: TabState): boolean {
  if (tab === state.active) return true;
  if (state.mode === 'edit') return !state.isDirty;
  return EDITOR_TABS.indexOf(tab) <= Math.min(state.savedSteps, EDITOR_TABS.length - 1);
}

export function reachableTabs(state: TabState): EditorTab[] {
  return EDITOR_TABS.filter((tab) => canOpenTab(tab, state));
}

/** The tab an arrow key moves to: the next reachable one in that direction, wrapping around. */
export function neighbourTab(state: TabState, direction: 1 | -1): EditorTab {
  const reachable = reachableTabs(state);
  const index = reachable.indexOf(state.active);
  return reachable[(index + direction + reachable.length) % reachable.length] ?? state.active;
}
