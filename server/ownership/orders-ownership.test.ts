import { describeIdRoutes } from './id-route-check.ts';
import { ORDER_ID_ROUTES } from './order-id-routes.ts';

describeIdRoutes('every route that takes an order id refuses another user’s order', ORDER_ID_ROUTES);
