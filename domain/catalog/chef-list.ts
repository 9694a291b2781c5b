/**
 * The chef list's orders and its rating filter, shared by the API (POST /store/merchants) and /mp.
 * 'newest': newest approval first (the default); 'rating': best average rating first, unrated chefs
 * last; 'nextAvailable': the soonest open date first, chefs with none in the horizon last.
 */
export const CHEF_SORTS = ['newest', 'rating', 'nextAvailable'] as const;
export type ChefSort = (typeof CHEF_SORTS)[number];

/** The lowest and highest average a minimum-rating filter may ask for (ratings are 1 to 5 stars). */
export const MIN_RATING_LIMITS = { min: 1, max: 5 } as const;

/** The choices /mp offers; the API takes any average within the limits to one decimal. */
export const MIN_RATING_CHOICES = [0, 3, 4, 4.5] as const;

/** Whether `value` is a minimum rating the list accepts: 1 to 5, at most one decimal. */
export function isMinRating(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= MIN_RATING_LIMITS.min &&
    value <= MIN_RATING_LIMITS.max &&
    Math.round(value * 10) === value * 10
  );
}
