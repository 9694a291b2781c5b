import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME, CONTACT_EMAIL } from '#domain/constants.ts';
import { FacebookIcon, InstagramIcon, MailIcon, TikTokIcon } from '../../components/ui/icons.tsx';
import { BrandMark } from './brand-link.tsx';
import { now } from '../../lib/clock.ts';

const EXPLORE = [
  { to: '/assets/about', labelKey: 'footer.about' },
  { to: '/privacy', labelKey: 'footer.privacy' },
  { to: '/mp', labelKey: 'nav.marketplace' },
  { to: '/assistant', labelKey: 'footer.assistant' },
  { to: '/chef-registration', labelKey: 'landing.becomeChef' },
] as const;

const SOCIAL: { name: string; href: string; Icon: ComponentType<{ size?: number }> }[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/namusefas', Icon: FacebookIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/namusefas', Icon: InstagramIcon },
  { name: 'TikTok', href: 'https://www.tiktok.com/@namusefas', Icon: TikTokIcon },
];

/** spec accounts §1: contact e-mail, tagline, the about link and social links. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-line bg-sand/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold">
            <BrandMark size={28} />
            {BRAND_NAME}
          </p>
          <p className="mt-3 max-w-sm text-muted">{t('footer.tagline')}</p>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-paprika-dark underline-offset-4 hover:underline"
          >
            <MailIcon size={18} />
            {CONTACT_EMAIL}
          </a>
        </div>
        <nav aria-label={t('footer.linksLabel')}>
          <h2 className="text-sm font-bold tracking-wide text-muted uppercase">{t('footer.explore')}</h2>
          <ul className="mt-3 flex flex-col gap-1">
            {EXPLORE.map(({ to, labelKey }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="inline-flex min-h-11 items-center hover:text-paprika-dark hover:underline"
                >
                  {t(labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wide text-muted uppercase">{t('footer.follow')}</h2>
          <ul className="mt-3 flex flex-col gap-1">
            {SOCIAL.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex min-h-11 items-center gap-2 hover:text-paprika-dark hover:underline"
                >
                  <Icon size={18} />
                  {name}
                  <span className="sr-only"> {t('common.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-muted sm:px-6">
          {t('footer.copyright', { year: new Date(now()).getFullYear(), brand: BRAND_NAME })}
        </p>
      </div>
    </footer>
  );
}
