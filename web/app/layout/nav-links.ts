import type { ParseKeys } from 'i18next';
import type { Language } from '#domain/constants.ts';
import { isStaff } from '#domain/accounts/roles.ts';
import { useIsChefOrApplicant, useProfile, useValidFlag } from '../../features/auth/session.ts';

export interface NavItem {
  to: string;
  labelKey: ParseKeys;
  /** Where the item appears: the top bar, the user menu, or only the mobile menu. */
  place: 'bar' | 'account';
}

/**
 * spec accounts §2 and §6 gates: /mp always; /orders, /profile and /profile?chefProfile=true only
 * with a stored profile; /product (create dish) only when the stored valid flag is true. Signed-in
 * users also reach their credits (/board), and staff the operator console; the chef profile is offered
 * to chefs and applicants only.
 */
export function useNavItems(): NavItem[] {
  const profile = useProfile();
  const valid = useValidFlag();
  const chef = useIsChefOrApplicant();
  const items: NavItem[] = [{ to: '/mp', labelKey: 'nav.marketplace', place: 'bar' }];
  if (profile) items.push({ to: '/orders', labelKey: 'nav.orders', place: 'bar' });
  if (valid) items.push({ to: '/product', labelKey: 'nav.createDish', place: 'bar' });
  if (profile) {
    items.push({ to: '/profile', labelKey: 'nav.profile', place: 'account' });
    // A plain customer has no chef profile to open.
    if (chef) items.push({ to: '/profile?chefProfile=true', labelKey: 'nav.chefProfile', place: 'account' });
    // An approved chef's cooking hours, days off and service area.
    if (valid) items.push({ to: '/availability', labelKey: 'nav.availability', place: 'account' });
    // Event requests: a customer's own, and an approved chef's open ones to propose for.
    items.push({ to: '/event-requests', labelKey: 'nav.eventRequests', place: 'account' });
    if (valid) items.push({ to: '/open-requests', labelKey: 'nav.openRequests', place: 'account' });
    items.push({ to: '/board', labelKey: 'nav.credits', place: 'account' });
    if (isStaff(profile.role))
      items.push({ to: '/store-management', labelKey: 'nav.console', place: 'account' });
  }
  return items;
}

/** Whether `to` (path plus optional query) is the current page; the two profile links differ by query. */
export function isCurrent(to: string, pathname: string, search: string): boolean {
  const [path, query = ''] = to.split('?');
  if (path !== pathname) return false;
  const current = new URLSearchParams(search);
  const wanted = new URLSearchParams(query);
  if (path === '/profile')
    return (current.get('chefProfile') === 'true') === (wanted.get('chefProfile') === 'true');
  return true;
}

/** Each language is named in itself, so it can be found whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', lt: 'Lietuvių' };
