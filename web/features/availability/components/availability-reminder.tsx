import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ChefHatIcon } from '../../../components/ui/icons.tsx';
import { useAvailability } from '../api/get-availability.ts';

/**
 * Issue 20: a chef who has not set their availability yet is reminded on their profile (customers
 * can book them any day, at any time until then), with the way to the settings. Nothing is shown
 * while loading, on failure or once it is set.
 */
export function AvailabilityReminder() {
  const { t } = useTranslation();
  const query = useAvailability();
  if (!query.isSuccess || query.data.configured) return null;
  return (
    <section
      aria-labelledby="availability-reminder"
      className="flex flex-col gap-3 rounded-sheet border border-saffron/60 bg-saffron/15 p-5 sm:flex-row sm:items-center sm:gap-4"
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-surface text-paprika-dark">
        <ChefHatIcon size={26} />
      </span>
      <p id="availability-reminder" className="min-w-0 flex-1 font-semibold text-ink">
        {t('availability.notConfigured')}
      </p>
      <Link to="/availability" className={buttonClasses('primary', 'md', 'shrink-0')}>
        {t('nav.setAvailability')}
      </Link>
    </section>
  );
}
