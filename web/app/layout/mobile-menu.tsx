import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LANGUAGES } from '#domain/constants.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { useProfile } from '../../features/auth/session.ts';
import { useSignOut } from '../../features/auth/use-sign-out.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { Avatar } from './avatar.tsx';
import { isCurrent, LANGUAGE_NAMES, useNavItems } from './nav-links.ts';

/** The mobile menu: a Radix Dialog sheet with the gated links, the language choice and sign in/out. */
export function MobileMenu({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const location = useLocation();
  const profile = useProfile();
  const items = useNavItems();
  const { signOut, isPending } = useSignOut();
  const language = i18n.language;
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={t('nav.openMenu')}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand"
      >
        <MenuIcon size={24} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto rounded-l-sheet bg-cream p-5 shadow-pop animate-sheet-in"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('nav.closeMenu')}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
            >
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>

          {profile ? (
            <div className="mt-4 flex items-center gap-3 rounded-card bg-surface p-3 shadow-card">
              <Avatar profile={profile} />
              <div className="min-w-0">
                <p className="truncate font-bold">{profile.name || profile.nickname || profile.email}</p>
                {profile.name || profile.nickname ? (
                  <p className="truncate text-sm text-muted">{profile.email}</p>
                ) : null}
              </div>
            </div>
          ) : null}

          <nav aria-label={t('nav.main')} className="mt-4">
            <ul className="flex flex-col gap-1">
              {items.map((item) => {
                const current = isCurrent(item.to, location.pathname, location.search);
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      onClick={close}
                      aria-current={current ? 'page' : undefined}
                      className={`flex min-h-12 items-center rounded-field px-4 text-base font-semibold hover:bg-sand ${current ? 'bg-paprika-soft text-paprika-dark' : 'text-ink'}`}
                    >
                      {t(item.labelKey)}
                    </Link>
                  </li>
                );
              })}
              <li>
                <Link
                  to="/cart"
                  onClick={close}
                  className="flex min-h-12 items-center rounded-field px-4 text-base font-semibold text-ink hover:bg-sand"
                >
                  {t('nav.cart')}
                </Link>
              </li>
            </ul>
          </nav>

          <fieldset className="mt-6">
            <legend className="px-1 text-xs font-semibold tracking-wide text-muted uppercase">
              {t('language.label')}
            </legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {LANGUAGES.map((code) => (
                <button
                  key={code}
                  type="button"
                  lang={code}
                  aria-pressed={language === code}
                  onClick={() => void changeLanguage(code)}
                  className={`min-h-11 rounded-full border text-sm font-semibold ${language === code ? 'border-paprika bg-paprika-soft text-paprika-dark' : 'border-line bg-surface text-ink'}`}
                >
                  {LANGUAGE_NAMES[code]}
                </button>
              ))}
            </div>
          </fieldset>

          <div className="mt-auto pt-6">
            {profile ? (
              <button
                type="button"
                className={buttonClasses('secondary', 'lg', 'w-full')}
                disabled={isPending}
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                {t('auth.signOut')}
              </button>
            ) : (
              <div className="flex flex-col gap-2">
                <Link
                  to="/signin?source=regular_login"
                  onClick={close}
                  className={buttonClasses('primary', 'lg', 'w-full')}
                >
                  {t('auth.signIn')}
                </Link>
                <Link
                  to="/signin?source=regular_registration"
                  onClick={close}
                  className={buttonClasses('secondary', 'lg', 'w-full')}
                >
                  {t('auth.createAccount')}
                </Link>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
