/** spec accounts §6: the roles the server returns at sign-in. A chef is a CUSTOMER with a merchant profile. */
export const ROLES = ['ADMIN', 'CUSTOMER', 'OPERATOR', 'GUEST'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'OPERATOR'];

export function isStaff(role: Role | undefined | null): boolean {
  return role === 'ADMIN' || role === 'OPERATOR';
}

/** spec accounts §2: after login, customer and admin go to /profile, operator to /store-management. */
export function landingPathForRole(role: Role): string {
  return role === 'OPERATOR' ? '/store-management' : '/profile';
}
