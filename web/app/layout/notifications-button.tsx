import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../components/ui/icons.tsx';
import { Popover } from '../../components/ui/popover.tsx';

/** spec accounts §2: the notifications button. There are no notifications yet, so it shows an empty state. */
export function NotificationsButton() {
  const { t } = useTranslation();
  return (
    <Popover
      label={t('notifications.label')}
      triggerClassName="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand"
      trigger={<BellIcon size={22} />}
    >
      <h2 className="text-base font-bold">{t('notifications.title')}</h2>
      <div className="mt-3 flex flex-col items-center gap-2 rounded-field bg-cream px-4 py-6 text-center">
        <BellIcon size={28} className="text-muted" />
        <p className="text-sm text-muted">{t('notifications.empty')}</p>
      </div>
    </Popover>
  );
}
