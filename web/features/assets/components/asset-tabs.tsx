import { NavLink } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../texts.ts';

const TABS = [
  { to: '/board', label: 'assetPages.tabs.board' },
  { to: '/execute', label: 'assetPages.tabs.execute' },
  { to: '/buy', label: 'assetPages.tabs.buy' },
] as const;

/** spec marketplace §2: transfer and purchase are tabs; the balance sits beside them. */
export function AssetTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('assetPages.tabs.label')} className="mb-6">
      <ul className="flex gap-1 rounded-full bg-sand p-1">
        {TABS.map((tab) => (
          <li key={tab.to} className="flex-1">
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                `flex min-h-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors ${
                  isActive ? 'bg-surface text-paprika-dark shadow-card' : 'text-ink hover:text-paprika-dark'
                }`
              }
            >
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
