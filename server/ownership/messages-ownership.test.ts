import { describeIdRoutes } from './id-route-check.ts';
import { MESSAGE_ID_ROUTES } from './account-id-routes.ts';

describeIdRoutes('every message route refuses another user’s conversation', MESSAGE_ID_ROUTES);
