import { describeIdRoutes } from './id-route-check.ts';
import { FILE_ID_ROUTES } from './store-id-routes.ts';

describeIdRoutes('every route that takes a file id refuses another user’s file', FILE_ID_ROUTES);
