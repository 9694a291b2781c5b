import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { KITCHEN_TYPES } from '#domain/chefs/kitchen-types.ts';
import { CITIES } from '#domain/constants.ts';
import { decimal } from '#domain/i18n/locale.ts';
import { useEuro } from '../../../lib/use-euro.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { now } from '../../../lib/clock.ts';
import {
  activeFilterCount,
  CHEF_SORTS,
  HOUR_RATE_CHOICES,
  MIN_RATING_CHOICES,
  NO_FILTERS,
  SEARCH_MAX_LENGTH,
  toggleKitchenType,
  type ChefFilters,
} from '../chef-filters.ts';
import { useCatalogLabels } from './labels.ts';

/** How long typing pauses before the search runs. */
const SEARCH_DEBOUNCE_MS = 350;

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);

export interface FilterChange {
  /** Replace the current history entry instead of adding one (later keystrokes of one search). */
  replace?: boolean;
}

/** A change to the filters as they are when it applies (which may be ahead of those shown). */
export type FilterUpdate = (current: ChefFilters) => ChefFilters;

interface ChefFiltersBarProps {
  filters: ChefFilters;
  /** Approved chefs per kitchen type within the city and rate chosen; absent while unknown. */
  kitchenTypeCounts?: Record<string, number>;
  onChange: (update: FilterUpdate, change?: FilterChange) => void;
}

/**
 * spec marketplace §2: search, category, hourly rate, city and clear-all for the chef list. The
 * owner (the list) keeps the filters in the URL; this bar only proposes changes.
 */
export function ChefFiltersBar({ filters, kitchenTypeCounts, onChange }: ChefFiltersBarProps) {
  const { t, i18n } = useTranslation();
  const labels = useCatalogLabels();
  const euro = useEuro();
  const rateId = useId();
  const cityId = useId();
  const searchId = useId();
  const dateId = useId();
  const sortId = useId();
  const minRatingId = useId();

  const [text, setText] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  // The URL changed from outside (back button, clear all): show its search, unless it is what was typed.
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    if (normalise(text) !== filters.q) setText(filters.q);
  }

  // One search adds one history entry: later pauses while typing replace it (back leaves the search).
  const typingRef = useRef(false);
  useEffect(() => {
    const query = normalise(text);
    if (query === filters.q) return;
    const timer = setTimeout(() => {
      onChange((current) => ({ ...current, q: query }), { replace: typingRef.current });
      typingRef.current = true;
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = normalise(text);
    if (query !== filters.q)
      onChange((current) => ({ ...current, q: query }), { replace: typingRef.current });
    typingRef.current = false;
  };

  const handleClearSearch = () => {
    setText('');
    typingRef.current = false;
    if (filters.q) onChange((current) => ({ ...current, q: '' }));
  };

  // On a phone the category row scrolls sideways: show the first chosen category on arrival.
  const chipsRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = chipsRef.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (row && chosen && row.scrollWidth > row.clientWidth)
      row.scrollLeft = Math.max(0, chosen.offsetLeft - 16);
  }, []);

  const active = activeFilterCount(filters);
  const selectClasses =
    'min-h-11 w-full rounded-full border border-line bg-surface px-3 text-sm font-semibold text-ink hover:border-muted sm:px-4 sm:text-base';

  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={handleSubmit} className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('catalog.list.searchLabel')}
        </label>
        <SearchIcon />
        <input
          id={searchId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            typingRef.current = false;
          }}
          placeholder={t('catalog.list.searchPlaceholder')}
          className="min-h-13 w-full rounded-full border border-line bg-surface pr-12 pl-12 text-base text-ink shadow-card placeholder:text-muted hover:border-muted [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <button
            type="button"
            onClick={handleClearSearch}
            aria-label={t('catalog.list.clearSearch')}
            className="absolute top-1/2 right-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
          >
            <CloseIcon size={18} />
          </button>
        ) : null}
      </form>

      <div role="group" aria-label={t('catalog.list.category')} className="-mx-4 sm:mx-0">
        <ul
          ref={chipsRef}
          className="relative flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible sm:px-0"
        >
          {KITCHEN_TYPES.map((type) => {
            const pressed = filters.kitchenTypes.includes(type);
            const count = kitchenTypeCounts?.[type];
            // A chip that would find nobody says so and cannot be chosen (a chosen one can still be let go).
            const nobody = count === 0 && !pressed;
            const why = nobody
              ? t(
                  filters.city || filters.hourRate
                    ? 'catalog.list.chipNobody'
                    : 'catalog.list.chipNobodyAnywhere',
                )
              : undefined;
            return (
              <li key={type} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={pressed}
                  disabled={nobody}
                  title={why}
                  onClick={() => onChange((current) => toggleKitchenType(current, type))}
                  className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
                    pressed
                      ? 'border-paprika bg-paprika text-white hover:bg-paprika-dark'
                      : nobody
                        ? 'cursor-not-allowed border-dashed border-line bg-surface text-muted'
                        : 'border-line bg-surface text-ink hover:border-paprika hover:text-paprika-dark'
                  }`}
                >
                  {labels.kitchenType(type)}
                  {count === undefined ? null : (
                    <>
                      <span
                        aria-hidden="true"
                        className={`text-xs tabular-nums ${pressed ? '' : 'text-muted'}`}
                      >
                        {count}
                      </span>
                      <span className="sr-only">{`, ${why ?? t('catalog.list.chipChefs', { count })}`}</span>
                    </>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <div className="flex min-w-0 flex-col gap-1 sm:w-52">
          <label htmlFor={sortId} className="text-sm font-semibold text-ink">
            {t('catalog.list.sort')}
          </label>
          <select
            id={sortId}
            value={filters.sort ?? 'newest'}
            onChange={(event) => {
              const sort = CHEF_SORTS.find((name) => name === event.target.value) ?? 'newest';
              onChange(({ sort: _previous, ...rest }) => (sort === 'newest' ? rest : { ...rest, sort }));
            }}
            className={selectClasses}
          >
            {CHEF_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalog.list.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1 sm:w-44">
          <label htmlFor={minRatingId} className="text-sm font-semibold text-ink">
            {t('catalog.list.minRating')}
          </label>
          <select
            id={minRatingId}
            value={filters.minRating ?? 0}
            onChange={(event) => {
              const minRating = Number(event.target.value);
              onChange(({ minRating: _previous, ...rest }) =>
                minRating > 0 ? { ...rest, minRating } : rest,
              );
            }}
            className={selectClasses}
          >
            {MIN_RATING_CHOICES.map((value) => (
              <option key={value} value={value}>
                {value === 0
                  ? t('catalog.list.anyRating')
                  : t('catalog.list.atLeastRating', {
                      // 4.5 in English, 4,5 in Lithuanian.
                      value: decimal(value, i18n.resolvedLanguage),
                    })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1 sm:w-52">
          <label htmlFor={rateId} className="text-sm font-semibold text-ink">
            {t('catalog.list.hourRate')}
          </label>
          <select
            id={rateId}
            value={filters.hourRate}
            onChange={(event) => {
              const hourRate = Number(event.target.value);
              onChange((current) => ({ ...current, hourRate }));
            }}
            className={selectClasses}
          >
            {HOUR_RATE_CHOICES.map((euros) => (
              <option key={euros} value={euros}>
                {euros === 0
                  ? t('catalog.list.anyRate')
                  : t('catalog.list.upToRate', { price: euro(euros * 100) })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1 sm:w-44">
          <label htmlFor={cityId} className="text-sm font-semibold text-ink">
            {t('catalog.list.city')}
          </label>
          <select
            id={cityId}
            value={filters.city}
            onChange={(event) => {
              const city = CITIES.find((name) => name === event.target.value) ?? '';
              onChange((current) => ({ ...current, city }));
            }}
            className={selectClasses}
          >
            <option value="">{t('catalog.list.anyCity')}</option>
            {CITIES.map((city) => (
              <option key={city} value={city}>
                {t(`catalog.cities.${city}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 flex min-w-0 flex-col gap-1 sm:col-span-1 sm:w-48">
          <label htmlFor={dateId} className="text-sm font-semibold text-ink">
            {t('catalog.list.availableOn')}
          </label>
          <input
            id={dateId}
            type="date"
            // Today (the device's date: only a hint to the picker; the server judges Vilnius days).
            min={new Date(now() - new Date(now()).getTimezoneOffset() * 60_000).toISOString().slice(0, 10)}
            value={filters.availableOn ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onChange(({ availableOn: _previous, ...rest }) =>
                /^\d{4}-\d{2}-\d{2}$/.test(value) ? { ...rest, availableOn: value } : rest,
              );
            }}
            className={selectClasses}
          />
        </div>
        {active > 0 ? (
          <button
            type="button"
            onClick={() => {
              setText('');
              onChange(() => NO_FILTERS);
            }}
            className="col-span-2 min-h-11 justify-self-start rounded-full px-4 font-semibold text-paprika-dark underline underline-offset-4 hover:bg-sand sm:col-span-1"
          >
            {t('catalog.list.clearAll')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}
