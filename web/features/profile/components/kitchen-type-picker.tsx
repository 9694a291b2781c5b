import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { KITCHEN_TYPES, MAX_KITCHEN_TYPES, type KitchenType } from '#domain/chefs/kitchen-types.ts';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons.tsx';
import '../texts.ts';

interface KitchenTypePickerProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
}

/**
 * spec accounts §2, §5: kitchen types as removable chips (at most 3), picked from a searchable
 * list (an ARIA combobox). A search that matches nothing shows "No item found"; at three the list
 * says "Maximum 3 kitchen types selected" and offers no more.
 */
export function KitchenTypePicker({ label, value, onChange, onBlur, error, hint }: KitchenTypePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const name = (type: string) => t(`profileForm.kitchen.types.${type as KitchenType}`);
  const needle = query.trim().toLocaleLowerCase();
  const matches = KITCHEN_TYPES.filter(
    (type) => !needle || name(type).toLocaleLowerCase().includes(needle) || type.includes(needle),
  );
  const atMax = value.length >= MAX_KITCHEN_TYPES;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const describedBy = [
    hint ? `${id}-hint` : undefined,
    atMax ? `${id}-max` : undefined,
    error ? `${id}-error` : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  function toggle(type: string) {
    if (value.includes(type)) onChange(value.filter((item) => item !== type));
    else if (!atMax) onChange([...value, type]);
    setQuery('');
  }

  function handleKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length ? (current + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter' && isOpen) {
      event.preventDefault();
      const type = matches[active];
      if (type) toggle(type);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    } else if (event.key === 'Backspace' && !query && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div
      ref={rootRef}
      className="flex flex-col gap-1.5"
      onBlur={(event) => {
        if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
        setIsOpen(false);
        onBlur?.();
      }}
    >
      <label htmlFor={`${id}-input`} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((type) => (
            <li
              key={type}
              className="inline-flex min-h-9 items-center gap-1 rounded-full bg-paprika-soft py-1 pr-1 pl-3 text-sm font-semibold text-paprika-dark"
            >
              {name(type)}
              <button
                type="button"
                onClick={() => {
                  onChange(value.filter((item) => item !== type));
                  inputRef.current?.focus();
                }}
                aria-label={t('profileForm.kitchen.remove', { name: name(type) })}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-white/70"
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          id={`${id}-input`}
          ref={inputRef}
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isOpen && matches[active] ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          autoComplete="off"
          placeholder={t('profileForm.kitchen.search')}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setActive(0);
            setIsOpen(true);
          }}
          onFocus={() => setIsOpen(true)}
          onClick={() => setIsOpen(true)}
          onKeyDown={handleKey}
          className={`min-h-12 w-full rounded-field border bg-surface px-4 text-base text-ink placeholder:text-muted ${error ? 'border-danger' : 'border-line hover:border-muted'}`}
        />
        <ul
          id={listId}
          role="listbox"
          aria-multiselectable="true"
          aria-label={label}
          hidden={!isOpen}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-card border border-line bg-surface p-1.5 shadow-pop"
        >
          {matches.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2.5 text-muted">
              {t('profileForm.kitchen.noItem')}
            </li>
          ) : (
            matches.map((type, index) => {
              const isSelected = value.includes(type);
              const isDisabled = !isSelected && atMax;
              return (
                <li
                  key={type}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isSelected}
                  aria-disabled={isDisabled || undefined}
                  // Keeps focus in the input, so the list stays open while picking.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => !isDisabled && toggle(type)}
                  className={`flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-field px-3 text-base ${index === active ? 'bg-sand' : ''} ${isDisabled ? 'cursor-not-allowed text-muted opacity-60' : ''}`}
                >
                  {name(type)}
                  {isSelected ? <CheckIcon size={18} className="text-paprika-dark" /> : null}
                </li>
              );
            })
          )}
        </ul>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {atMax ? (
        <p id={`${id}-max`} role="status" className="text-sm font-semibold text-muted">
          {t('profileForm.kitchen.maxSelected')}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
