import { useMemo, useState } from 'react';
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
import { vilniusDate } from '#domain/availability/vilnius-day.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { now } from '../../../lib/clock.ts';
import '../texts.ts';
import { useSaveAvailability } from '../api/save-availability.ts';
import { checkDraft, FIELD_ORDER, holidayNames, toDraft, type AvailabilityDraft } from '../settings-form.ts';
import { DaysOffSection } from './days-off-section.tsx';
import { problemText, SectionHeading, SectionProblems } from './section-parts.tsx';
import { AreaSection } from './service-area-section.tsx';
import { DayRow, weekdayNames } from './week-editor.tsx';
import { languageOf } from '#domain/i18n/locale.ts';

/** Each section's element id, to bring the first with a problem into view. */
const sectionId = (field: AvailabilityField) => `availability-${field}`;

const SECTION = 'rounded-sheet bg-surface p-5 shadow-card sm:p-6';

type Problems = Partial<Record<AvailabilityField, Describable[]>>;

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

/**
 * A chef's availability: weekly cooking hours with several ranges a day, days off with
 * Lithuania's public holidays in one click, services per day, minimum notice and service area.
 * Checked as the server checks it before it is sent; the server's field problems show in their
 * sections; a save says so in a toast.
 */
export function AvailabilityForm({ availability }: { availability: ChefAvailability }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage);
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
