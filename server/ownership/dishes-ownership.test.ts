import { describeIdRoutes } from './id-route-check.ts';
import { DISH_ID_ROUTES } from './store-id-routes.ts';

describeIdRoutes('every dish and store route refuses another chef’s hidden dish or store', DISH_ID_ROUTES);
