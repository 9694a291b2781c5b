import type { MessageTree } from '#domain/i18n/messages.en.ts';
import type { ShellMessageTree } from '#domain/i18n/shell-messages.en.ts';
import { DEFAULT_LANGUAGE, FIRST_SCREEN_DATA_ID, isLanguage, type Language } from '#domain/constants.ts';
import { getLanguage, setLanguage } from '../lib/storage.ts';
import { createTranslator } from './translator.ts';
import type en from './en.json';
import type onboardingTexts from '../features/onboarding/i18n/en.json';
import type catalogTexts from '../features/catalog/i18n/en.json';
import type catalogBadgeTexts from '../features/catalog/badges/i18n/en.json';
import type dishEditorTexts from '../features/dishes/i18n/en.json';
import type profileTexts from '../features/profile/i18n/en.json';
import type checkoutTexts from '../features/checkout/i18n/en.json';
import type ordersTexts from '../features/orders/i18n/en.json';
import type needsYouTexts from '../features/orders/needs-you/i18n/en.json';
import type cartPageTexts from '../features/cart/cart-page/i18n/en.json';
import type payoutsTexts from '../features/payouts/i18n/en.json';
import type storeConsoleTexts from '../features/store-management/i18n/en.json';
import type storeConsoleAccountsTexts from '../features/store-management/accounts/i18n/en.json';
import type landingTexts from '../features/landing/i18n/en.json';
import type assistantTexts from '../features/assistant/i18n/en.json';
import type assetsTexts from '../features/assets/i18n/en.json';
import type notificationsTexts from '../features/notifications/i18n/en.json';
import type availabilityTexts from '../features/availability/i18n/en.json';
import type checkoutSlotsTexts from '../features/checkout/slot-picker/i18n/en.json';
import type messagesTexts from '../features/messages/i18n/en.json';
import type messagesEntryTexts from '../features/messages/links/i18n/en.json';
import type eventRequestsTexts from '../features/event-requests/i18n/en.json';
import type privacyTexts from '../features/privacy/i18n/en.json';
import { languageOf } from '#domain/i18n/locale.ts';

/**
 * One i18next instance for the web app. Resources = the domain's API and validation messages
 * (domain/i18n/messages.*.ts) merged with the UI texts in en.json / lt.json. English is the default
 * (spec accounts §1); the choice is kept in localStorage `language`, mirrored on `<html lang>` and in
 * a `language` cookie, by which the server preloads that language's texts with the page.
 *
 * A phone downloads only its own language: each language's shell texts are one chunk (texts.*.ts),
 * loaded before the first render (`i18nReady`) and, for the other language, when the user switches;
 * each feature's texts are one chunk per language too (`registerFeatureTexts`).
 */
export type UiMessages = typeof en;
/**
 * Feature texts live beside their feature (web/features/<name>/i18n/{en,lt}.json) and arrive with
 * the feature's lazy route through `registerFeatureTexts`; only their types are imported here.
 */
type FeatureMessages = typeof onboardingTexts &
  typeof catalogTexts &
  typeof catalogBadgeTexts &
  typeof dishEditorTexts &
  typeof profileTexts &
  typeof checkoutTexts &
  typeof ordersTexts &
  typeof needsYouTexts &
  typeof cartPageTexts &
  typeof payoutsTexts &
  typeof storeConsoleTexts &
  typeof storeConsoleAccountsTexts &
  typeof landingTexts &
  typeof assistantTexts &
  typeof assetsTexts &
  typeof notificationsTexts &
  typeof availabilityTexts &
  typeof privacyTexts &
  typeof checkoutSlotsTexts &
  typeof messagesTexts &
  typeof messagesEntryTexts &
  typeof eventRequestsTexts;
export type Resources = MessageTree & UiMessages & FeatureMessages;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}

type Tree = { [key: string]: string | Tree };

/** Deep merge of two message trees; the UI file must not override a domain key (see i18n.test.ts). */
export function mergeTrees(base: Tree, extra: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = merged[key];
    merged[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeTrees(existing, value) : value;
  }
  return merged;
}

/** The app's one set of texts (web/i18n/translator.ts), in the language kept from the last visit. */
export const i18n = createTranslator(getLanguage() ?? DEFAULT_LANGUAGE);

const SHELL_TEXTS: Record<Language, () => Promise<{ messages: ShellMessageTree; ui: UiMessages }>> = {
  en: () => import('./texts.en.ts').then((module) => module.texts),
  lt: () => import('./texts.lt.ts').then((module) => module.texts),
};
const loading = new Map<Language, Promise<void>>();

/** A feature's texts, one loader per language (`registerFeatureTexts`). */
export type FeatureTexts = Record<Language, () => Promise<{ default: object }>>;
const featureTexts: FeatureTexts[] = [];

function addFeatureTexts(texts: FeatureTexts, language: Language): Promise<void> {
  return texts[language]().then(({ default: tree }) => {
    i18n.addResourceBundle(language, 'translation', tree, true, false);
  });
}

/**
 * Adds a language's texts to i18next, once: the shell's and those of every feature loaded so far
 * (features loaded later bring theirs, `registerFeatureTexts`).
 */
export function loadLanguage(language: Language): Promise<void> {
  let done = loading.get(language);
  if (!done) {
    const shell = SHELL_TEXTS[language]().then(({ messages, ui }) => {
      // Deep, without overwriting: a feature loaded earlier may have added its texts already.
      i18n.addResourceBundle(
        language,
        'translation',
        mergeTrees(messages as unknown as Tree, ui),
        true,
        false,
      );
    });
    done = Promise.all([shell, ...featureTexts.map((texts) => addFeatureTexts(texts, language))]).then(
      () => undefined,
    );
    // A failed download (offline) may be tried again by the next switch.
    done.catch(() => loading.delete(language));
    loading.set(language, done);
  }
  return done;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function reflect(language: Language) {
  if (typeof document === 'undefined') return;
  // Set even to the same value, <html lang> has the browser restyle the whole page (every element
  // matches :lang() anew): 30 ms on a phone's CPU as the app takes over a page drawn in this language.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  document.cookie = `language=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The language the server drew the page in (`<html lang>`: the `language` cookie, else the browser's). */
function pageLanguage(): Language | null {
  const drawn = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLanguage(drawn) ? drawn : null;
}

function drawnByServer(): boolean {
  return (
    typeof document !== 'undefined' && Boolean(document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent)
  );
}

/** The reader's own choice, as kept before this page changed anything. */
const keptLanguage = getLanguage();
/** The language the server drew this page in; null for a page drawn in the browser. */
const drawnLanguage = drawnByServer() ? pageLanguage() : null;
/**
 * A page the server drew hydrates in the words it was drawn in, whatever storage keeps (else React
 * error 418 when only storage holds the choice); `restoreKeptLanguage` switches after hydration.
 * Any other page starts in the kept choice, then the page's language.
 */
const initialLanguage = drawnLanguage ?? keptLanguage ?? pageLanguage() ?? DEFAULT_LANGUAGE;

/**
 * The language a component hydrates in (`useTranslation`'s server snapshot): the server's, even once
 * the kept language is back. Parts of a page inside Suspense boundaries hydrate after the app's first
 * effects, at a lower priority, so on a busy phone the kept language can arrive before they do; a
 * part drawn in English but hydrated in Lithuanian is React error 418. React draws such a part again
 * in the current language right after. On the server, the language it draws in.
 */
export function hydrationLanguage(): Language {
  return drawnLanguage ?? currentLanguage();
}

/** After the first render: back to the reader's kept choice where the page was drawn in another. */
export function restoreKeptLanguage(): Promise<void> {
  return keptLanguage && keptLanguage !== currentLanguage()
    ? changeLanguage(keptLanguage)
    : Promise.resolve();
}

i18n.on('languageChanged', (language) => {
  reflect(language);
  if (getLanguage() !== language) setLanguage(language);
});

/**
 * Resolves when the first language's texts are in; start.tsx renders after it. The language is set
 * again then, which mirrors it on <html lang> and the cookie.
 */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage).then(async () => {
  await i18n.changeLanguage(initialLanguage);
});

/**
 * Adds a feature's texts when its code loads, in the languages asked for so far (the reader's, and
 * one being switched to); another language's arrive when the reader switches to it (`loadLanguage`).
 * So the first page carries neither every screen's words nor a second language of its own. Await it
 * at the top of the feature's texts module: the screens that import that module render after it.
 */
export async function registerFeatureTexts(texts: FeatureTexts): Promise<void> {
  // Several features may share one set (web/i18n/screen-messages.ts): it loads once.
  if (featureTexts.includes(texts)) return;
  featureTexts.push(texts);
  await Promise.all([...loading.keys()].map((language) => addFeatureTexts(texts, language)));
}

/** Adds texts kept in code, in both languages at once (a few words that do not earn a download). */
export function registerTexts(texts: { en: object; lt: object }): void {
  i18n.addResourceBundle('en', 'translation', texts.en, true, false);
  i18n.addResourceBundle('lt', 'translation', texts.lt, true, false);
}

/** The current interface language, always one of LANGUAGES. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return languageOf(language);
}

/** Switches once the language's texts have arrived, so no screen shows raw keys meanwhile. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

type Params = Record<string, string | number | undefined>;

/**
 * Translates a code that arrives at run time (a server message code, a zod issue message), which
 * the typed `t` cannot check at compile time. Unknown codes fall back to `fallback`, then the code.
 */
export function translateCode(code: string, params?: Params, fallback?: string): string {
  const loose = i18n.t as unknown as (key: string, options?: object) => string;
  if (!i18n.exists(code)) return fallback ?? code;
  return loose(code, params ?? {});
}
