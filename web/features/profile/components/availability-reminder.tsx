import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ChefHatIcon } from '../../../components/ui/icons.tsx';
import '../texts.ts';

/**
 * An approved chef who has not set their availability yet is reminded on their profile
 * (customers can book them any day, at any time until then), with the way to the settings. The
 * profile route shows it when GET /secure/availability says configured=false.
 */
export function AvailabilityReminder() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="availability-reminder"
      className="flex flex-col gap-3 rounded-sheet border border-saffron/60 bg-saffron/15 p-5 sm:flex-row sm:items-center sm:gap-4"
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-surface text-paprika-dark">
        <ChefHatIcon size={26} />
      </span>
      <p id="availability-reminder" className="min-w-0 flex-1 font-semibold text-ink">
        {t('profileForm.availabilityReminder.text')}
      </p>
      <Link to="/availability" className={buttonClasses('primary', 'md', 'shrink-0')}>
        {t('profileForm.availabilityReminder.action')}
      </Link>
    </section>
  );
}
