import type { QueueEntry } from '#domain/store-management/console.response.ts';

/** How the console names a chef: their name, else their profile link, else their e-mail. */
export function chefDisplayName(chef: Pick<QueueEntry, 'firstName' | 'lastName' | 'nickname' | 'email'>) {
  return [chef.firstName, chef.lastName].filter(Boolean).join(' ') || chef.nickname || chef.email;
}
