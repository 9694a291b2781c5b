import { describeIdRoutes } from './id-route-check.ts';
import { EVENT_REQUEST_ID_ROUTES } from './account-id-routes.ts';

describeIdRoutes('every event request route refuses another user’s request', EVENT_REQUEST_ID_ROUTES);
