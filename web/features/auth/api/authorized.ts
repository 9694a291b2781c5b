import type { Authorized, AuthorizedAnswer } from '#domain/accounts/session.response.ts';

/**
 * The sign-in calls and GET /secure/me all answer `model.authorized`; its absence is a server fault.
 * (On its own, so the session's refresh on every page does not bring the sign-in forms' code.)
 */
export function requireAuthorized(model: AuthorizedAnswer | undefined): Authorized {
  if (!model?.authorized) throw new Error('The answer carried no authorized user');
  return model.authorized;
}
