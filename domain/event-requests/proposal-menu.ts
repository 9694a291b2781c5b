/**
 * How an accepted proposal's order line names its menu: by its courses, in the chef's own words
 * (a language-neutral line the receipt, the notices and every order screen show as they show a
 * dish's title; the screens add "event menu" in the reader's language from the line's request).
 */

/** The most an order line's title holds (a dish's title limit). */
export const MENU_TITLE_MAX = 255;

/** The courses' titles in order, cut to MENU_TITLE_MAX with an ellipsis. */
export function menuTitle(courseTitles: readonly string[]): string {
  const title = courseTitles.map((course) => course.trim()).join(' · ');
  return title.length <= MENU_TITLE_MAX ? title : `${title.slice(0, MENU_TITLE_MAX - 1).trimEnd()}…`;
}

/** Each course on its own line, with its description when it has one. */
export function menuDescription(courses: readonly { title: string; description: string | null }[]): string {
  return courses
    .map((course) => (course.description ? `${course.title}: ${course.description}` : course.title))
    .join('\n');
}
