import { chefDisplayName } from '#domain/chefs/display-name.ts';

/**
 * The catalogue's view-only types. Its wire shapes are the server's contract: import them with
 * `import type` from `#domain/catalog/catalog.response.ts` and `#domain/catalog/review.response.ts`.
 */

/** spec accounts §3 question 4: culinary training options 13-16 (the chef page's labels). */
export type CulinaryTraining = 13 | 14 | 15 | 16;

/** A catalogue chef's name as the domain names chefs: the catalogue calls the nickname `storeName`. */
export function chefName(chef: {
  firstName: string | null;
  lastName: string | null;
  storeName: string | null;
}) {
  return chefDisplayName({ firstName: chef.firstName, lastName: chef.lastName, nickname: chef.storeName });
}
