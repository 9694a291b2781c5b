import { Link } from 'react-router';
import { DEFAULT_COOKING_HOURS } from '#domain/availability/availability-settings.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { useAvailability } from '../api/get-availability.ts';
import '../texts.ts';

/**
 * An approved chef who has never saved cooking hours is bookable on the default hours; until they
 * save their own, their working pages say so and lead to the editor. `valid`: the signed-in user is
 * an approved chef (only they have hours to set).
 */
export function HoursReminder({ valid, className = '' }: { valid: boolean; className?: string }) {
  const { t } = useTranslation();
  const availability = useAvailability(valid);
  if (!valid || availability.data?.configured !== false) return null;
  return (
    <Banner tone="info" className={className}>
      <span data-testid="hours-reminder">
        {t('chefAvailability.reminder.text', { ...DEFAULT_COOKING_HOURS })}{' '}
        <Link to="/availability" className="font-bold underline underline-offset-2">
          {t('chefAvailability.reminder.link')}
        </Link>
      </span>
    </Banner>
  );
}
