/** spec marketplace §1, §9: a chef is disabled when the average of the last 5 ratings is below 4.5. */
export const RATING_WINDOW = 5;
export const RATING_THRESHOLD = 4.5;
export const REVIEW_COMMENT_MAX = 1000;

/**
 * DESIGN §4: the rule applies once a chef has at least 5 ratings and is evaluated at each new rating.
 * `newestFirst` are the chef's ratings, the newest first.
 */
export function breaksRatingRule(newestFirst: readonly number[]): boolean {
  if (newestFirst.length < RATING_WINDOW) return false;
  const window = newestFirst.slice(0, RATING_WINDOW);
  return window.reduce((total, rating) => total + rating, 0) / RATING_WINDOW < RATING_THRESHOLD;
}

/** The average shown on dishes and chef pages, to one decimal; null without ratings. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((total, rating) => total + rating, 0) / ratings.length) * 10) / 10;
}
