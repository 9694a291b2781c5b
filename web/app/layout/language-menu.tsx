import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isLanguage, LANGUAGES } from '#domain/constants.ts';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../components/ui/icons.tsx';
import { changeLanguage } from '../../i18n/i18n.ts';
import { LANGUAGE_NAMES } from './nav-links.ts';

/** spec accounts §2: the language dropdown (English / Lietuvių), kept in localStorage `language`. */
export function LanguageMenu({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <DropdownMenu.Root modal={false} defaultOpen={initiallyOpen}>
      <DropdownMenu.Trigger className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink hover:bg-sand">
        <GlobeIcon size={20} />
        <span className="sr-only">{t('language.label')}: </span>
        <span>{language.toUpperCase()}</span>
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-44 rounded-card border border-line bg-surface p-1.5 shadow-pop animate-fade-in"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase">
            {t('language.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={language}
            onValueChange={(value) => {
              if (isLanguage(value)) void changeLanguage(value);
            }}
          >
            {LANGUAGES.map((code) => (
              <DropdownMenu.RadioItem
                key={code}
                value={code}
                lang={code}
                className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-field px-3 text-base outline-none data-[highlighted]:bg-sand"
              >
                {LANGUAGE_NAMES[code]}
                <DropdownMenu.ItemIndicator>
                  <CheckIcon size={18} className="text-paprika-dark" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
