/**
 * Every screen of the web app by its path (spec marketplace §2 and the screens added since);
 * web/app/router.tsx maps each to its screen, and a path without a screen (or a screen without a
 * path here) fails to type-check there. The store links' reserved words are derived from this list
 * and the API's route table (domain/chefs/nickname.ts), so neither can drift from a hand list.
 */
export const SCREEN_PATHS = [
  '/',
  '/mp',
  '/store/:nickname',
  '/product',
  '/product/:id',
  '/product-detail/:productId',
  '/cart',
  '/checkout',
  '/buy-complete',
  '/orders',
  '/order/:orderId',
  '/execute',
  '/buy',
  '/board',
  '/assistant',
  '/assets/about',
  // What is kept about a person, why and for how long (features/privacy).
  '/privacy',
  '/store-management',
  '/signin',
  '/login',
  '/registration',
  '/chef-registration',
  '/profile',
  '/availability',
  // The inbox, /messages/new and /messages/{threadId}, one screen (routes/messages.tsx).
  '/messages/*',
  // A customer's event requests: the list, /event-requests/new and /event-requests/{id}[/edit].
  '/event-requests/*',
  // The open event requests an approved chef can take: the list and /open-requests/{id}.
  '/open-requests/*',
] as const;

export type ScreenPath = (typeof SCREEN_PATHS)[number];
