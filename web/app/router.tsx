import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { SCREEN_PATHS, type ScreenPath } from '#domain/screen-paths.ts';

/**
 * Every screen of both specifications, each loaded on demand (spec accounts §2, marketplace §2).
 * Declarative routes rather than React Router's data router: the app loads no route data through
 * the router, and the data router's state machine alone was 18 KB gzip of the landing page's 80 KB.
 */
interface Screen {
  (): ReactElement;
  /** Loads the screen's code; a screen mounted after that renders at once, without suspending. */
  preload(): Promise<void>;
}

function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): Screen {
  let Loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      Loaded = pick(module);
    });
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  function Screen() {
    // Chosen once per mount, so a later render never swaps the lazy wrapper for the loaded screen.
    const [Component] = useState(() => Loaded ?? Lazy);
    return <Component />;
  }
  Screen.preload = preload;
  return Screen;
}

const LandingPage = page(
  () => import('./routes/landing.tsx'),
  (m) => m.LandingPage,
);
const MarketplacePage = page(
  () => import('./routes/marketplace.tsx'),
  (m) => m.MarketplacePage,
);
const ChefStorePage = page(
  () => import('./routes/chef-store.tsx'),
  (m) => m.ChefStorePage,
);
const DishEditorPage = page(
  () => import('./routes/dish-editor.tsx'),
  (m) => m.DishEditorPage,
);
const DishDetailPage = page(
  () => import('./routes/dish-detail.tsx'),
  (m) => m.DishDetailPage,
);
const CartPage = page(
  () => import('./routes/cart.tsx'),
  (m) => m.CartPage,
);
const CheckoutPage = page(
  () => import('./routes/checkout.tsx'),
  (m) => m.CheckoutPage,
);
const BuyCompletePage = page(
  () => import('./routes/buy-complete.tsx'),
  (m) => m.BuyCompletePage,
);
const OrdersPage = page(
  () => import('./routes/orders.tsx'),
  (m) => m.OrdersPage,
);
const OrderDetailPage = page(
  () => import('./routes/order-detail.tsx'),
  (m) => m.OrderDetailPage,
);
const ExecutePage = page(
  () => import('./routes/execute.tsx'),
  (m) => m.ExecutePage,
);
const BuyPage = page(
  () => import('./routes/buy.tsx'),
  (m) => m.BuyPage,
);
const BoardPage = page(
  () => import('./routes/board.tsx'),
  (m) => m.BoardPage,
);
const AssistantPage = page(
  () => import('./routes/assistant.tsx'),
  (m) => m.AssistantPage,
);
const AboutPage = page(
  () => import('./routes/about.tsx'),
  (m) => m.AboutPage,
);
const PrivacyPage = page(
  () => import('./routes/privacy.tsx'),
  (m) => m.PrivacyPage,
);
const StoreManagementPage = page(
  () => import('./routes/store-management.tsx'),
  (m) => m.StoreManagementPage,
);
const SigninPage = page(
  () => import('./routes/signin.tsx'),
  (m) => m.SigninPage,
);
const LoginPage = page(
  () => import('./routes/login.tsx'),
  (m) => m.LoginPage,
);
const RegistrationPage = page(
  () => import('./routes/registration.tsx'),
  (m) => m.RegistrationPage,
);
const ChefRegistrationPage = page(
  () => import('./routes/chef-registration.tsx'),
  (m) => m.ChefRegistrationPage,
);
const ProfilePage = page(
  () => import('./routes/profile.tsx'),
  (m) => m.ProfilePage,
);
const AvailabilityPage = page(
  () => import('./routes/availability.tsx'),
  (m) => m.AvailabilityPage,
);
const MessagesPage = page(
  () => import('./routes/messages.tsx'),
  (m) => m.MessagesPage,
);
// The customer's and the chef's event request screens load together: one more chunk in the app's
// list of chunks (the shell every page loads) rather than two.
const EventRequestScreens = page(
  () => import('./routes/event-requests.tsx'),
  (m) => m.EventRequestScreens,
);
const NotFoundPage = page(
  () => import('./routes/not-found.tsx'),
  (m) => m.NotFoundPage,
);

/** Every screen by its path (domain/screen-paths.ts); anything else is NotFoundPage. */
const SCREEN_OF: Record<ScreenPath, Screen> = {
  '/': LandingPage,
  '/mp': MarketplacePage,
  '/store/:nickname': ChefStorePage,
  '/product': DishEditorPage,
  '/product/:id': DishEditorPage,
  '/product-detail/:productId': DishDetailPage,
  '/cart': CartPage,
  '/checkout': CheckoutPage,
  '/buy-complete': BuyCompletePage,
  '/orders': OrdersPage,
  '/order/:orderId': OrderDetailPage,
  '/execute': ExecutePage,
  '/buy': BuyPage,
  '/board': BoardPage,
  '/assistant': AssistantPage,
  '/assets/about': AboutPage,
  '/privacy': PrivacyPage,
  '/store-management': StoreManagementPage,
  '/signin': SigninPage,
  '/login': LoginPage,
  '/registration': RegistrationPage,
  '/chef-registration': ChefRegistrationPage,
  '/profile': ProfilePage,
  '/availability': AvailabilityPage,
  '/messages/*': MessagesPage,
  '/event-requests/*': EventRequestScreens,
  '/open-requests/*': EventRequestScreens,
};
const SCREENS = SCREEN_PATHS.map((path) => [path, SCREEN_OF[path]] as const);

/**
 * Loads the code of the screen at `pathname`. A page the server rendered (web/entry-server.tsx) is
 * drawn over by the app only once its screen is in, so the first render shows the same page rather
 * than a loading skeleton in its place.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const screen = SCREENS.find(([path]) => matchPath(path, pathname))?.[1] ?? NotFoundPage;
  return screen.preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {SCREENS.map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
