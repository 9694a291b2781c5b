import { useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { i18n } from './i18n.ts';

const subscribe = (onChange: () => void) => i18n.on('languageChanged', onChange);
const languageNow = () => i18n.language;

/**
 * The texts in the current language for a component, which renders again when the language
 * changes; `t` is a new function then, so what a component memoised with it is worked out again.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, languageNow, languageNow);
  const t = useMemo(() => {
    const translate = i18n.t as unknown as (key: string, options?: object) => string;
    return ((key: string, options?: object) => translate(key, options)) as unknown as TFunction;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` per language, on purpose
  }, [language]);
  return { t, i18n };
}
