import { useTranslation } from '../../i18n/use-translation.ts';
import { formatEuro } from '#domain/dishes/dish-price.ts';

/**
 * spec marketplace §9: description previews are cut at 60 characters. The same figure as the
 * domain's DESCRIPTION_PREVIEW (format.test.ts holds them equal): importing it from dish.schema.ts
 * would put the zod schemas, and zod, on the chef list and chef page.
 */
export const PREVIEW_LENGTH = 60;

/** Euros in the interface language (domain formatEuro); re-renders on a language switch. */
export function useEuro(): (cents: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'lt' ? 'lt' : 'en';
  return (cents) => formatEuro(cents, language);
}

/** A description cut at the preview length; an ellipsis marks the cut. */
export function previewText(text: string | null | undefined, limit: number = PREVIEW_LENGTH): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean.length > limit ? `${clean.slice(0, limit).trimEnd()}…` : clean;
}
