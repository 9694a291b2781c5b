import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AVAILABILITY_LIMITS } from '#domain/availability/availability-settings.ts';
import { LITHUANIAN_CITIES } from '#domain/availability/service-area.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { CloseIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import type { Describable } from '../../../i18n/describe.ts';
import { CHIP, CHIP_REMOVE, SectionHeading, SectionProblems, type SectionProps } from './section-parts.tsx';

/** The service area: cities served besides the chef's own, or a radius around it. */
export function AreaSection({
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
