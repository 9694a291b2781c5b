import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { CloseIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import type { Describable } from '../../../i18n/describe.ts';
import { formatCalendarDate } from '#domain/i18n/dates.ts';
import { withPublicHolidays } from '../settings-form.ts';
import { CHIP, CHIP_REMOVE, SectionHeading, SectionProblems, type SectionProps } from './section-parts.tsx';

/** Days off: a date to add, Lithuania's public holidays in one click, whether the chef works them, and the list. */
export function DaysOffSection({
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
              const label = formatCalendarDate(date, 'fullDate', language);
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
