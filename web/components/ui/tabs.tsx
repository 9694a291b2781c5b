import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** The tab's accessible name when the label alone is not enough (e.g. it shows a bare count). */
  ariaLabel?: string;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home and End
 * jump to the ends, only the selected tab is in the tab order, and the panel follows it. The list
 * scrolls sideways on a phone instead of wrapping into a wall of buttons; from a tablet's width on,
 * tabs that do not fit wrap onto a second row, where none hides past the edge.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next]!;
    onSelect(target.key);
    refs.current.get(target.key)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="relative -mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0 md:flex-wrap md:overflow-visible"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) refs.current.set(tab.key, element);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              aria-label={tab.ariaLabel}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => handleKeyDown(event, index)}
              className={`-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 border-b-3 px-4 font-bold whitespace-nowrap transition-colors ${
                isSelected
                  ? 'border-paprika text-paprika-dark'
                  : 'border-transparent text-muted hover:border-line hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="pt-5 outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}

/** A count beside a tab's label (what waits there); the tab's aria-label should say it in words. */
export function TabBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="min-w-6 rounded-full bg-paprika px-1.5 text-center text-xs leading-6 text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
