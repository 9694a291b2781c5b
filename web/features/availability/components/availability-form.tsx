import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  AVAILABILITY_LIMITS,
  DEFAULT_COOKING_HOURS,
  WEEKDAYS,
  type AvailabilityField,
  type ChefAvailability,
  type TimeRange,
  type Weekday,
} from '#domain/availability/availability-settings.ts';
import { minutesOf, timeOf, vilniusDate } from '#domain/availability/vilnius-day.ts';
import { LITHUANIAN_CITIES } from '#domain/availability/service-area.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { CloseIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { now } from '../../../lib/clock.ts';
import { formatLongDate } from '../../../lib/vilnius-time.ts';
import '../texts.ts';
import { useSaveAvailability } from '../api/save-availability.ts';
import {
  checkDraft,
  END_TIMES,
  FIELD_ORDER,
  FIRST_RANGE,
  holidayNames,
  START_TIMES,
  toDraft,
  withNewRange,
  withPublicHolidays,
  type AvailabilityDraft,
} from '../settings-form.ts';

/** Each section's element id, to bring the first with a problem into view. */
const sectionId = (field: AvailabilityField) => `availability-${field}`;

type Problems = Partial<Record<AvailabilityField, Describable[]>>;

const SECTION = 'rounded-sheet bg-surface p-5 shadow-card sm:p-6';
const CHIP =
  'inline-flex min-h-10 items-center gap-1 rounded-full border border-line bg-cream py-1 pr-1 pl-3 text-sm font-semibold text-ink';
const CHIP_REMOVE =
  'inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-paprika-dark';

/** A failed save's problems per section: the server's coded messages and bare field errors. */
export function serverProblems(error: unknown): Problems {
  if (!isApiError(error)) return {};
  const problems: Problems = {};
  const add = (field: string | undefined, item: Describable) => {
    if (!field || !(FIELD_ORDER as readonly string[]).includes(field)) return;
    const list = (problems[field as AvailabilityField] ??= []);
    list.push(item);
  };
  for (const message of error.envelope.messages ?? []) add(message.field, message);
  for (const [field, text] of Object.entries(error.envelope.fieldErrors ?? {})) {
    if (!problems[field as AvailabilityField]) add(field, { message: text });
  }
  return problems;
}

/** A day's name ("Monday" / "pirmadienis") by ISO weekday; 2026-11-30 was a Monday. */
function weekdayNames(language: string): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(language === 'lt' ? 'lt-LT' : 'en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  const names = {} as Record<Weekday, string>;
  WEEKDAYS.forEach((day, index) => {
    names[day] = format.format(new Date(Date.UTC(2026, 10, 30 + index, 12)));
  });
  return names;
}

/**
 * A chef's availability: weekly cooking hours with several ranges a day, days off with
 * Lithuania's public holidays in one click, services per day, minimum notice and service area.
 * Checked as the server checks it before it is sent; the server's field problems show in their
 * sections; a save says so in a toast.
 */
export function AvailabilityForm({ availability }: { availability: ChefAvailability }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'lt' ? 'lt' : 'en';
  const [draft, setDraft] = useState<AvailabilityDraft>(() => toDraft(availability));
  const [problems, setProblems] = useState<Problems>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const save = useSaveAvailability();
  const today = useMemo(() => vilniusDate(now()), []);
  const names = weekdayNames(language);
  const holidays = useMemo(() => holidayNames(today), [today]);

  const update = (field: AvailabilityField, change: (current: AvailabilityDraft) => AvailabilityDraft) => {
    setDraft(change);
    setProblems((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
    setFailed(false);
  };

  const setRanges = (day: Weekday, ranges: TimeRange[]) =>
    update('weeklyHours', (current) => ({
      ...current,
      weeklyHours: { ...current.weeklyHours, [day]: ranges },
    }));

  function showProblems(found: Problems) {
    setProblems(found);
    setFailed(true);
    const first = FIELD_ORDER.find((field) => found[field]);
    // Services per day and notice share one section.
    const section = first
      ? document.getElementById(sectionId(first === 'leadTimeHours' ? 'servicesPerDay' : first))
      : null;
    if (section) {
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      section.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
      section.focus({ preventScroll: true });
    }
  }

  async function handleSave() {
    setNotice(null);
    // Days off already past are not listed and change nothing: they are not sent again.
    const checked = checkDraft({ ...draft, daysOff: draft.daysOff.filter((day) => day >= today) }, today);
    if (checked.problems) {
      const found: Problems = {};
      for (const [field, issues] of Object.entries(checked.problems)) {
        found[field as AvailabilityField] = issues;
      }
      showProblems(found);
      return;
    }
    try {
      const saved = await save.mutateAsync(checked.availability);
      setDraft(toDraft(saved));
      setProblems({});
      setFailed(false);
      // Said beside the save button rather than in a toast, which on a phone lay over the fields.
      setNotice(t('chefAvailability.saved'));
    } catch (error) {
      const found = serverProblems(error);
      if (Object.keys(found).length > 0) showProblems(found);
      else {
        setProblems({});
        setFailed(true);
        setNotice(
          isApiError(error) && error.firstMessage
            ? describe(error.firstMessage)
            : describe({ code: 'pages.auth.networkError' }),
        );
      }
    }
  }

  const sectionProps = (field: AvailabilityField, labelId: string, also?: AvailabilityField) => ({
    id: sectionId(field),
    tabIndex: -1,
    'aria-labelledby': labelId,
    className: `${SECTION} outline-none ${problems[field] || (also && problems[also]) ? 'ring-2 ring-danger' : ''}`,
  });

  const cookingDay = WEEKDAYS.find((day) => draft.weeklyHours[day].length > 0);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void handleSave();
      }}
      className="flex flex-col gap-6"
    >
      {availability.configured ? null : (
        <Banner tone="info">{t('chefAvailability.notConfigured', { ...DEFAULT_COOKING_HOURS })}</Banner>
      )}

      <section {...sectionProps('weeklyHours', 'hours-title')}>
        <SectionHeading
          id="hours-title"
          title={t('chefAvailability.hours.legend')}
          hint={t('chefAvailability.hours.hint')}
        />
        <SectionProblems items={problems.weeklyHours} />
        <ul className="mt-4 flex flex-col divide-y divide-line">
          {WEEKDAYS.map((day) => (
            <DayRow
              key={day}
              day={day}
              name={names[day]}
              ranges={draft.weeklyHours[day]}
              onChange={(ranges) => setRanges(day, ranges)}
              onCopy={
                draft.weeklyHours[day].length > 0 && day === cookingDay
                  ? () => {
                      update('weeklyHours', (current) => {
                        const weeklyHours = { ...current.weeklyHours };
                        for (const other of WEEKDAYS) {
                          if (weeklyHours[other].length > 0)
                            weeklyHours[other] = current.weeklyHours[day].map((range) => ({ ...range }));
                        }
                        return { ...current, weeklyHours };
                      });
                      setNotice(t('chefAvailability.hours.copied', { day: names[day] }));
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      </section>

      <DaysOffSection
        sectionProps={sectionProps('daysOff', 'days-off-title')}
        daysOff={draft.daysOff}
        today={today}
        language={language}
        holidays={holidays}
        problems={problems.daysOff}
        onChange={(daysOff) => update('daysOff', (current) => ({ ...current, daysOff }))}
        workHolidays={draft.workHolidays}
        onWorkHolidays={(workHolidays) => update('workHolidays', (current) => ({ ...current, workHolidays }))}
        onNotice={setNotice}
      />

      <section {...sectionProps('servicesPerDay', 'capacity-title', 'leadTimeHours')}>
        <SectionHeading id="capacity-title" title={t('chefAvailability.capacity.legend')} />
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('chefAvailability.capacity.servicesPerDay')}
            hint={t('chefAvailability.capacity.servicesHint')}
            value={draft.servicesPerDay}
            error={problemText(problems.servicesPerDay)}
            onChange={(event) => {
              const servicesPerDay = event.target.value;
              update('servicesPerDay', (current) => ({ ...current, servicesPerDay }));
            }}
            options={[
              { value: '', label: t('chefAvailability.capacity.noLimit') },
              ...Array.from({ length: AVAILABILITY_LIMITS.servicesPerDay.max }, (_, index) => ({
                value: String(index + 1),
                label: String(index + 1),
              })),
            ]}
          />
          <TextField
            label={t('chefAvailability.capacity.leadTime')}
            hint={t('chefAvailability.capacity.leadTimeHint')}
            inputMode="numeric"
            type="number"
            min={AVAILABILITY_LIMITS.leadTimeHours.min}
            max={AVAILABILITY_LIMITS.leadTimeHours.max}
            step={1}
            value={draft.leadTimeHours}
            error={problemText(problems.leadTimeHours)}
            onChange={(event) => {
              const leadTimeHours = event.target.value;
              update('leadTimeHours', (current) => ({ ...current, leadTimeHours }));
            }}
          />
        </div>
      </section>

      <AreaSection
        sectionProps={sectionProps('serviceArea', 'area-title')}
        cities={draft.cities}
        radiusKm={draft.radiusKm}
        problems={problems.serviceArea}
        onCities={(cities) => update('serviceArea', (current) => ({ ...current, cities }))}
        onRadius={(radiusKm) => update('serviceArea', (current) => ({ ...current, radiusKm }))}
      />

      <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-line bg-cream/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:py-0">
        {failed && !notice ? <Banner tone="error">{t('chefAvailability.fixErrors')}</Banner> : null}
        {notice ? <Banner tone={failed ? 'error' : 'info'}>{notice}</Banner> : null}
        <Button type="submit" size="lg" isLoading={save.isPending} className="w-full sm:w-auto sm:self-start">
          {t('chefAvailability.save')}
        </Button>
      </div>
    </form>
  );
}

function problemText(items: Describable[] | undefined): string | undefined {
  return items?.length ? items.map(describe).join(' ') : undefined;
}

function SectionHeading({ id, title, hint }: { id: string; title: string; hint?: string }) {
  return (
    <>
      <h2 id={id} className="text-xl font-extrabold text-ink">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-muted">{hint}</p> : null}
    </>
  );
}

function SectionProblems({ items }: { items: Describable[] | undefined }) {
  if (!items?.length) return null;
  return (
    <p role="alert" className="mt-3 text-sm font-medium text-danger">
      {problemText(items)}
    </p>
  );
}

interface DayRowProps {
  day: Weekday;
  name: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  onCopy?: () => void;
}

/** One weekday: a cooking switch, its ranges as From/To selects, add and remove. */
function DayRow({ day, name, ranges, onChange, onCopy }: DayRowProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const cooking = ranges.length > 0;
  const next = withNewRange(ranges);

  const changeRange = (index: number, change: Partial<TimeRange>) => {
    const updated = ranges.map((range, i) => {
      if (i !== index) return range;
      const merged = { ...range, ...change };
      // A start moved past the end takes the end along: an hour later, within the day.
      if (change.start && minutesOf(merged.start) >= minutesOf(merged.end)) {
        merged.end = timeOf(Math.min(minutesOf(merged.start) + 60, 1440));
      }
      return merged;
    });
    onChange(updated);
  };

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0" data-day={day}>
      <div className="flex items-center justify-between gap-3">
        <span id={nameId} className="text-base font-bold text-ink first-letter:uppercase">
          {name}
        </span>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3">
          <span
            aria-hidden="true"
            className={`text-sm font-semibold ${cooking ? 'text-basil' : 'text-muted'}`}
          >
            {cooking ? t('chefAvailability.hours.cooking') : t('chefAvailability.hours.off')}
          </span>
          <span className="relative inline-flex">
            <input
              type="checkbox"
              role="switch"
              aria-labelledby={nameId}
              checked={cooking}
              onChange={(event) => onChange(event.target.checked ? [{ ...FIRST_RANGE }] : [])}
              className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
            />
            <span
              aria-hidden="true"
              className="relative h-7 w-12 rounded-full bg-line transition-colors peer-checked:bg-basil peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-paprika-dark after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
            />
          </span>
        </label>
      </div>
      {cooking ? (
        <>
          <ul className="flex flex-col gap-2">
            {ranges.map((range, index) => (
              <li key={index} className="flex items-end gap-2">
                <TimeSelect
                  label={t('chefAvailability.hours.from')}
                  ariaLabel={t('chefAvailability.hours.fromLabel', { day: name, number: index + 1 })}
                  value={range.start}
                  options={START_TIMES}
                  onChange={(start) => changeRange(index, { start })}
                />
                <TimeSelect
                  label={t('chefAvailability.hours.to')}
                  ariaLabel={t('chefAvailability.hours.toLabel', { day: name, number: index + 1 })}
                  value={range.end}
                  options={END_TIMES}
                  onChange={(end) => changeRange(index, { end })}
                />
                <button
                  type="button"
                  onClick={() => onChange(ranges.filter((_, i) => i !== index))}
                  aria-label={t('chefAvailability.hours.remove', {
                    start: range.start,
                    end: range.end,
                    day: name,
                  })}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-paprika-dark"
                >
                  <CloseIcon size={18} />
                </button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            {next ? (
              <Button
                variant="secondary"
                size="sm"
                icon={<PlusIcon size={16} />}
                aria-label={t('chefAvailability.hours.addLabel', { day: name })}
                onClick={() => onChange(next)}
              >
                {t('chefAvailability.hours.add')}
              </Button>
            ) : null}
            {onCopy ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('chefAvailability.hours.copyLabel', { day: name })}
                onClick={onCopy}
              >
                {t('chefAvailability.hours.copy')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </li>
  );
}

function TimeSelect({
  label,
  ariaLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  ariaLabel: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <span aria-hidden="true" className="text-xs font-semibold text-muted">
        {label}
      </span>
      <select
        id={id}
        aria-label={ariaLabel}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-field border border-line bg-surface px-3 text-base text-ink tabular-nums hover:border-muted"
      >
        {options.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </div>
  );
}

interface SectionProps {
  id: string;
  tabIndex: number;
  'aria-labelledby': string;
  className: string;
}

function DaysOffSection({
  sectionProps,
  daysOff,
  today,
  language,
  holidays,
  problems,
  onChange,
  workHolidays,
  onWorkHolidays,
  onNotice,
}: {
  sectionProps: SectionProps;
  workHolidays: boolean;
  onWorkHolidays: (workHolidays: boolean) => void;
  daysOff: string[];
  today: string;
  language: 'en' | 'lt';
  holidays: Map<string, { en: string; lt: string }>;
  problems: Describable[] | undefined;
  onChange: (daysOff: string[]) => void;
  onNotice: (text: string | null) => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState('');
  const [pickedPast, setPickedPast] = useState(false);
  const workHolidaysId = useId();
  // Days that have passed stay saved but are not listed.
  const upcoming = daysOff.filter((date) => date >= today);

  const handleAdd = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(picked)) return;
    // A typed past date (the picker's minimum does not stop typing) is refused with its reason.
    if (picked < today) {
      setPickedPast(true);
      return;
    }
    onChange([...new Set([...daysOff, picked])].sort());
    setPicked('');
  };

  return (
    <section {...sectionProps}>
      <SectionHeading
        id={sectionProps['aria-labelledby']}
        title={t('chefAvailability.daysOff.legend')}
        hint={t('chefAvailability.daysOff.hint')}
      />
      <SectionProblems items={problems} />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={t('chefAvailability.daysOff.date')}
          type="date"
          min={today}
          value={picked}
          error={pickedPast ? t('chefAvailability.daysOff.pastDay') : undefined}
          onChange={(event) => {
            setPicked(event.target.value);
            setPickedPast(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              handleAdd();
            }
          }}
          className="sm:w-56"
        />
        <Button variant="secondary" onClick={handleAdd} disabled={!picked} icon={<PlusIcon size={16} />}>
          {t('chefAvailability.daysOff.add')}
        </Button>
      </div>
      <Button
        variant="link"
        className="mt-4 font-bold"
        onClick={() => {
          const { daysOff: next, added } = withPublicHolidays(daysOff, today);
          onChange(next);
          onNotice(
            added > 0
              ? t('chefAvailability.daysOff.holidaysAdded', { count: added })
              : t('chefAvailability.daysOff.holidaysNone'),
          );
        }}
      >
        {t('chefAvailability.daysOff.holidays')}
      </Button>
      <label className="mt-4 flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          role="switch"
          checked={workHolidays}
          aria-describedby={workHolidaysId}
          onChange={(event) => onWorkHolidays(event.target.checked)}
          className="mt-1 size-5 accent-basil"
        />
        <span>
          <span className="font-bold text-ink">{t('chefAvailability.daysOff.workHolidays')}</span>
          <span id={workHolidaysId} className="block text-sm text-muted">
            {t('chefAvailability.daysOff.workHolidaysHint')}
          </span>
        </span>
      </label>
      {upcoming.length === 0 ? (
        <p className="mt-4 text-muted">{t('chefAvailability.daysOff.empty')}</p>
      ) : (
        <>
          <p className="mt-4 text-sm font-semibold text-muted">
            {t('chefAvailability.daysOff.count', { count: upcoming.length })}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {upcoming.map((date) => {
              const label = formatLongDate(date, language);
              const holiday = holidays.get(date)?.[language];
              return (
                <li key={date} className={CHIP}>
                  <span>
                    {label}
                    {holiday ? <span className="font-normal text-muted">{` · ${holiday}`}</span> : null}
                  </span>
                  <button
                    type="button"
                    className={CHIP_REMOVE}
                    aria-label={t('chefAvailability.daysOff.remove', { date: label })}
                    onClick={() => onChange(daysOff.filter((day) => day !== date))}
                  >
                    <CloseIcon size={16} />
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

function AreaSection({
  sectionProps,
  cities,
  radiusKm,
  problems,
  onCities,
  onRadius,
}: {
  sectionProps: SectionProps;
  cities: string[];
  radiusKm: string;
  problems: Describable[] | undefined;
  onCities: (cities: string[]) => void;
  onRadius: (radiusKm: string) => void;
}): ReactNode {
  const { t } = useTranslation();
  const listId = useId();
  const [city, setCity] = useState('');

  const handleAdd = () => {
    const name = city.replace(/\s+/g, ' ').trim();
    if (!name) return;
    const known = LITHUANIAN_CITIES.find((entry) => entry.name.toLowerCase() === name.toLowerCase());
    const value = known?.name ?? name;
    if (!cities.some((existing) => existing.toLowerCase() === value.toLowerCase()))
      onCities([...cities, value]);
    setCity('');
  };

  return (
    <section {...sectionProps}>
      <SectionHeading
        id={sectionProps['aria-labelledby']}
        title={t('chefAvailability.area.legend')}
        hint={t('chefAvailability.area.hint')}
      />
      <SectionProblems items={problems} />
      {cities.length === 0 ? (
        <p className="mt-4 text-muted">{t('chefAvailability.area.noCities')}</p>
      ) : (
        <ul className="mt-4 flex flex-wrap gap-2">
          {cities.map((name) => (
            <li key={name} className={CHIP}>
              <span>{name}</span>
              <button
                type="button"
                className={CHIP_REMOVE}
                aria-label={t('chefAvailability.area.removeCity', { city: name })}
                onClick={() => onCities(cities.filter((entry) => entry !== name))}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={t('chefAvailability.area.city')}
          list={listId}
          autoComplete="off"
          maxLength={AVAILABILITY_LIMITS.cityLength}
          value={city}
          onChange={(event) => setCity(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              handleAdd();
            }
          }}
          className="sm:w-64"
        />
        <datalist id={listId}>
          {LITHUANIAN_CITIES.map((entry) => (
            <option key={entry.name} value={entry.name} />
          ))}
        </datalist>
        <Button variant="secondary" onClick={handleAdd} disabled={!city.trim()} icon={<PlusIcon size={16} />}>
          {t('chefAvailability.area.addCity')}
        </Button>
      </div>
      <TextField
        label={t('chefAvailability.area.radius')}
        hint={t('chefAvailability.area.radiusHint')}
        type="number"
        inputMode="numeric"
        min={AVAILABILITY_LIMITS.radiusKm.min}
        max={AVAILABILITY_LIMITS.radiusKm.max}
        step={1}
        value={radiusKm}
        onChange={(event) => onRadius(event.target.value)}
        className="mt-4 sm:w-64"
      />
    </section>
  );
}
