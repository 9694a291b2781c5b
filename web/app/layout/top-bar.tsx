import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ChevronDownIcon, GlobeIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { useProfile } from '../../features/auth/session.ts';
import { Avatar } from './avatar.tsx';
import { BrandLink } from './brand-link.tsx';
import { CartButton } from './cart-button.tsx';
import { isCurrent, useNavItems } from './nav-links.ts';
import { MenuOnFirstUse } from './menu-on-first-use.tsx';
import { NotificationsButton } from './notifications-button.tsx';

const loadLanguageMenu = () => import('./language-menu.tsx').then((m) => m.LanguageMenu);
const loadUserMenu = () => import('./user-menu.tsx').then((m) => m.UserMenu);
const loadMobileMenu = () => import('./mobile-menu.tsx').then((m) => m.MobileMenu);

const ICON_BUTTON = 'inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand';

/** The desktop top bar; below md the links move into the mobile menu (spec accounts §2). */
export function TopBar() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const profile = useProfile();
  const items = useNavItems().filter((item) => item.place === 'bar');
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-cream/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label={t('nav.main')} className="ml-4 hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => {
              const current = isCurrent(item.to, location.pathname, location.search);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={current ? 'page' : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold hover:bg-sand ${current ? 'bg-paprika-soft text-paprika-dark' : 'text-ink'}`}
                  >
                    {t(item.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <CartButton />
          <NotificationsButton />
          <div className="hidden items-center gap-1 md:flex">
            <MenuOnFirstUse
              load={loadLanguageMenu}
              trigger={
                <button
                  type="button"
                  aria-haspopup="menu"
                  aria-expanded="false"
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink hover:bg-sand"
                >
                  <GlobeIcon size={20} />
                  <span className="sr-only">{t('language.label')}: </span>
                  <span>{i18n.language.toUpperCase()}</span>
                  <ChevronDownIcon size={16} />
                </button>
              }
            />
            {profile ? (
              <MenuOnFirstUse
                load={loadUserMenu}
                trigger={
                  <button
                    type="button"
                    aria-haspopup="menu"
                    aria-expanded="false"
                    aria-label={t('account.menu')}
                    className="inline-flex min-h-11 items-center gap-1 rounded-full pr-2 pl-1 hover:bg-sand"
                  >
                    <Avatar profile={profile} />
                    <ChevronDownIcon size={16} />
                  </button>
                }
              />
            ) : (
              <Link
                to="/signin?source=regular_login"
                className={buttonClasses('primary', 'sm', 'ml-1 min-h-10 px-4')}
              >
                {t('auth.signIn')}
              </Link>
            )}
          </div>
          <div className="md:hidden">
            <MenuOnFirstUse
              load={loadMobileMenu}
              trigger={
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-expanded="false"
                  aria-label={t('nav.openMenu')}
                  className={ICON_BUTTON}
                >
                  <MenuIcon size={24} />
                </button>
              }
            />
          </div>
        </div>
      </div>
    </header>
  );
}
