import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface PopoverProps {
  /** The trigger's content; `label` is its accessible name. */
  trigger: ReactNode;
  label: string;
  triggerClassName?: string;
  /** The panel, or a function of whether it is open (e.g. to load it on the first opening). */
  children: ReactNode | ((open: boolean) => ReactNode);
}

/**
 * A disclosure popover: a button with aria-expanded that shows a panel below it. Escape and a
 * click outside close it and return focus to the button; following a link inside closes it too,
 * since the page it leads to is what the person wanted to see.
 */
export function Popover({ trigger, label, triggerClassName = '', children }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest('a[href]')) setOpen(false);
        }}
        className="absolute right-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-surface p-4 shadow-pop animate-fade-in"
      >
        {typeof children === 'function' ? children(open) : children}
      </div>
    </div>
  );
}
