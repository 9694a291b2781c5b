import { ACCOUNT_ID_ROUTES, EVENT_REQUEST_ID_ROUTES, MESSAGE_ID_ROUTES } from './account-id-routes.ts';
import type { IdRoute } from './id-route-check.ts';
import { ORDER_ID_ROUTES, ORDER_LIFE_ID_ROUTES } from './order-id-routes.ts';
import { DISH_ID_ROUTES, FILE_ID_ROUTES } from './store-id-routes.ts';

/** Every id-taking route outside the console, whatever its id names: what the guard checks. */
export const ID_ROUTES: IdRoute[] = [
  ...FILE_ID_ROUTES,
  ...DISH_ID_ROUTES,
  ...ORDER_ID_ROUTES,
  ...ORDER_LIFE_ID_ROUTES,
  ...MESSAGE_ID_ROUTES,
  ...ACCOUNT_ID_ROUTES,
  ...EVENT_REQUEST_ID_ROUTES,
];
