import { useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import type { Language } from '#domain/constants.ts';
import { hydrationLanguage, i18n } from './i18n.ts';
import type { Translator } from './translator.ts';

const subscribe = (onChange: () => void) => i18n.on('languageChanged', onChange);
const languageNow = () => i18n.language;

/** The translator as a render in `language` sees it: that language, and `t` in it. */
function translatorIn(language: Language): Translator {
  const translate = i18n.t as unknown as (key: string, options?: object) => string;
  const t = (key: string, options?: object) =>
    translate(key, typeof options === 'object' ? { ...options, lng: language } : { lng: language });
  return Object.create(i18n, {
    language: { value: language },
    resolvedLanguage: { value: language },
    t: { value: t },
  }) as Translator;
}

/**
 * The texts in the language a component renders in, which renders again when the language changes;
 * `t` is a new function then, so what a component memoised with it is worked out again. While React
 * hydrates a page the server drew, that is the server's language (`hydrationLanguage`), even if the
 * reader's kept language has been restored meanwhile: React draws the part again in it right after.
 * `i18n.language` read from here is that language too, so dates and money agree with the words.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, languageNow, hydrationLanguage);
  const translator = useMemo(() => translatorIn(language), [language]);
  return { t: translator.t, i18n: translator };
}
