import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { AppSkeleton } from './layout/page-skeleton.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * Every screen of both specifications, each loaded on demand (spec accounts §2, marketplace §2).
 * Screens not built yet are friendly placeholders that later issues fill in.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    HydrateFallback: AppSkeleton,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./routes/landing.tsx').then((m) => ({ Component: m.LandingPage })) },
      {
        path: 'mp',
        lazy: () => import('./routes/marketplace.tsx').then((m) => ({ Component: m.MarketplacePage })),
      },
      {
        path: 'store/:nickname',
        lazy: () => import('./routes/chef-store.tsx').then((m) => ({ Component: m.ChefStorePage })),
      },
      {
        path: 'product',
        lazy: () => import('./routes/dish-editor.tsx').then((m) => ({ Component: m.DishEditorPage })),
      },
      {
        path: 'product/:id',
        lazy: () => import('./routes/dish-editor.tsx').then((m) => ({ Component: m.DishEditorPage })),
      },
      {
        path: 'product-detail/:productId',
        lazy: () => import('./routes/dish-detail.tsx').then((m) => ({ Component: m.DishDetailPage })),
      },
      { path: 'cart', lazy: () => import('./routes/cart.tsx').then((m) => ({ Component: m.CartPage })) },
      {
        path: 'checkout',
        lazy: () => import('./routes/checkout.tsx').then((m) => ({ Component: m.CheckoutPage })),
      },
      {
        path: 'buy-complete',
        lazy: () => import('./routes/buy-complete.tsx').then((m) => ({ Component: m.BuyCompletePage })),
      },
      {
        path: 'orders',
        lazy: () => import('./routes/orders.tsx').then((m) => ({ Component: m.OrdersPage })),
      },
      {
        path: 'order/:orderId',
        lazy: () => import('./routes/order-detail.tsx').then((m) => ({ Component: m.OrderDetailPage })),
      },
      {
        path: 'execute',
        lazy: () => import('./routes/execute.tsx').then((m) => ({ Component: m.ExecutePage })),
      },
      { path: 'buy', lazy: () => import('./routes/buy.tsx').then((m) => ({ Component: m.BuyPage })) },
      { path: 'board', lazy: () => import('./routes/board.tsx').then((m) => ({ Component: m.BoardPage })) },
      {
        path: 'assistant',
        lazy: () => import('./routes/assistant.tsx').then((m) => ({ Component: m.AssistantPage })),
      },
      {
        path: 'assets/about',
        lazy: () => import('./routes/about.tsx').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: 'store-management',
        lazy: () =>
          import('./routes/store-management.tsx').then((m) => ({ Component: m.StoreManagementPage })),
      },
      {
        path: 'signin',
        lazy: () => import('./routes/signin.tsx').then((m) => ({ Component: m.SigninPage })),
      },
      { path: 'login', lazy: () => import('./routes/login.tsx').then((m) => ({ Component: m.LoginPage })) },
      {
        path: 'registration',
        lazy: () => import('./routes/registration.tsx').then((m) => ({ Component: m.RegistrationPage })),
      },
      {
        path: 'chef-registration',
        lazy: () =>
          import('./routes/chef-registration.tsx').then((m) => ({ Component: m.ChefRegistrationPage })),
      },
      {
        path: 'profile',
        lazy: () => import('./routes/profile.tsx').then((m) => ({ Component: m.ProfilePage })),
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
