import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { canOpenTab, EDITOR_TABS, neighbourTab, type EditorTab, type TabState } from '../editor-tabs.ts';
import '../texts.ts';

export const tabId = (tab: EditorTab) => `dish-editor-tab-${tab}`;
export const panelId = (tab: EditorTab) => `dish-editor-panel-${tab}`;

const LABELS = {
  main: 'dishEditor.tabs.main',
  details: 'dishEditor.tabs.details',
  images: 'dishEditor.tabs.images',
} as const;

interface EditorTabListProps {
  state: TabState;
  onSelect: (tab: EditorTab) => void;
}

/**
 * The editor's three tabs as an ARIA tablist (no library): one tab in the Tab order, arrow keys,
 * Home and End move between the tabs that may be opened, and the others are aria-disabled with the
 * reason as their description.
 */
export function EditorTabList({ state, onSelect }: EditorTabListProps) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<EditorTab, HTMLButtonElement | null>>>({});

  const move = (tab: EditorTab) => {
    onSelect(tab);
    refs.current[tab]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    const open = EDITOR_TABS.filter((tab) => canOpenTab(tab, state));
    if (event.key === 'ArrowRight') move(neighbourTab(state, 1));
    else if (event.key === 'ArrowLeft') move(neighbourTab(state, -1));
    else if (event.key === 'Home') move(open[0] ?? state.active);
    else if (event.key === 'End') move(open[open.length - 1] ?? state.active);
    else return;
    event.preventDefault();
  };

  const lockedReason = state.mode === 'edit' ? t('dishEditor.unsaved') : t('dishEditor.locked');
  return (
    <div
      role="tablist"
      aria-label={t('dishEditor.steps')}
      onKeyDown={handleKeyDown}
      className="grid grid-cols-3 gap-1 rounded-[1.75rem] bg-sand p-1 sm:rounded-full"
    >
      {EDITOR_TABS.map((tab, index) => {
        const selected = tab === state.active;
        const open = canOpenTab(tab, state);
        const done = state.mode === 'create' && index < state.savedSteps;
        return (
          <button
            key={tab}
            ref={(node) => {
              refs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-controls={panelId(tab)}
            aria-selected={selected}
            aria-disabled={open ? undefined : true}
            aria-description={open ? undefined : lockedReason}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (open) onSelect(tab);
            }}
            className={`flex min-h-14 min-w-0 flex-col items-center justify-center gap-0.5 rounded-full px-2 py-1 text-sm font-semibold transition-colors sm:min-h-11 sm:flex-row sm:gap-1.5 sm:text-base ${
              selected
                ? 'bg-surface text-paprika-dark shadow-card'
                : open
                  ? 'text-ink hover:bg-surface/70'
                  : 'cursor-not-allowed text-muted'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-5 shrink-0 sm:size-6 items-center justify-center rounded-full text-xs font-bold ${
                selected ? 'bg-paprika text-white' : done ? 'bg-basil text-white' : 'bg-line text-ink'
              }`}
            >
              {done ? <CheckIcon size={14} /> : index + 1}
            </span>
            <span className="max-w-full truncate">{t(LABELS[tab])}</span>
          </button>
        );
      })}
    </div>
  );
}
