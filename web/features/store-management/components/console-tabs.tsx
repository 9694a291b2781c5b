import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ConsoleTab<K extends string> {
  key: K;
  label: string;
  /** What waits there; shown as a badge and read as part of the tab's name. */
  count?: number;
  countLabel?: string;
}

interface ConsoleTabsProps<K extends string> {
  label: string;
  tabs: readonly ConsoleTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs (no tabs package is installed): arrow keys move between tabs and wrap, Home and End
 * jump to the ends, only the selected tab is in the tab order, and the panel follows the selection.
 * The list scrolls sideways on narrow screens instead of wrapping into a wall of buttons.
 */
export function ConsoleTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: ConsoleTabsProps<K>) {
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const keys: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
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
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0"
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
              aria-label={tab.count ? tab.countLabel : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => handleKeyDown(event, index)}
              className={`-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 border-b-3 px-3 font-bold whitespace-nowrap transition-colors ${
                isSelected
                  ? 'border-paprika text-paprika-dark'
                  : 'border-transparent text-muted hover:border-line hover:text-ink'
              }`}
            >
              {tab.label}
              {tab.count ? (
                <span
                  aria-hidden="true"
                  className="min-w-6 rounded-full bg-paprika px-1.5 text-center text-xs leading-6 text-white"
                >
                  {tab.count > 99 ? '99+' : tab.count}
                </span>
              ) : null}
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
