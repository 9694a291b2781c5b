/**
 * spec marketplace §9: description previews are cut at 60 characters. The same figure as the
 * domain's DESCRIPTION_PREVIEW (format.test.ts holds them equal): importing it from dish.schema.ts
 * would put the zod schemas, and zod, on the chef list and chef page.
 */
export const PREVIEW_LENGTH = 60;

/** A description cut at the preview length; an ellipsis marks the cut. */
export function previewText(text: string | null | undefined, limit: number = PREVIEW_LENGTH): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean.length > limit ? `${clean.slice(0, limit).trimEnd()}…` : clean;
}
