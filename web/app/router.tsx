import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';

/**
 * Every screen of both specifications, each loaded on demand (spec accounts §2, marketplace §2).
 * Declarative routes rather than React Router's data router: the app loads no route data through
 * the router, and the data router's state machine alone was 18 KB gzip of the landing page's 80 KB.
 */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
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
const NotFoundPage = page(
  () => import('./routes/not-found.tsx'),
  (m) => m.NotFoundPage,
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="mp" element={<MarketplacePage />} />
        <Route path="store/:nickname" element={<ChefStorePage />} />
        <Route path="product" element={<DishEditorPage />} />
        <Route path="product/:id" element={<DishEditorPage />} />
        <Route path="product-detail/:productId" element={<DishDetailPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="buy-complete" element={<BuyCompletePage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="order/:orderId" element={<OrderDetailPage />} />
        <Route path="execute" element={<ExecutePage />} />
        <Route path="buy" element={<BuyPage />} />
        <Route path="board" element={<BoardPage />} />
        <Route path="assistant" element={<AssistantPage />} />
        <Route path="assets/about" element={<AboutPage />} />
        <Route path="store-management" element={<StoreManagementPage />} />
        <Route path="signin" element={<SigninPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="registration" element={<RegistrationPage />} />
        <Route path="chef-registration" element={<ChefRegistrationPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
