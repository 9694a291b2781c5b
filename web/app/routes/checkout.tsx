import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { clearCart, readCart, useCart } from '../../features/cart/cart-store.ts';
import type { CreatedOrder } from '../../features/checkout/api/create-order.ts';
import { CheckoutForm } from '../../features/checkout/components/checkout-form.tsx';
import { clearCheckoutDraft } from '../../features/checkout/checkout-draft.ts';
import { PaymentStep } from '../../features/checkout/components/payment-step.tsx';
import { useOrdersRefresh } from '../../features/orders/api/order-keys.ts';
import type { SigninHandover } from '../../features/auth/signin-sources.ts';
import { getProfile, getRole } from '../../lib/storage.ts';
import { showToast } from '../../lib/toast.ts';
import { DocumentTitle } from '../../components/document-title.tsx';

/** Where a guest links the order to an account (spec marketplace §4, accounts §4). */
const orderLinkingPath = (orderId: number | string) =>
  `/signin?source=order_linking&orderId=${encodeURIComponent(String(orderId))}`;

/** The payment step as an address, so a reload or a later visit opens it again (spec §2 resumePayment). */
const resumePath = (orderId: number | string) =>
  `/checkout?resumePayment=true&orderId=${encodeURIComponent(String(orderId))}`;

/** spec marketplace §6: the payment step needs a stored profile and role. */
const isSignedIn = () => getProfile() !== null && getRole() !== null;

/**
 * spec marketplace §2, §4: /checkout. The form creates the order; then a signed-in user pays in the
 * payment step and a guest goes to sign in (order linking). ?resumePayment=true&orderId= opens the
 * payment step for an existing order. Paying clears the cart and leads to /buy-complete.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const resumeOrderId = params.get('resumePayment') === 'true' ? params.get('orderId')?.trim() || null : null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${t('routes.checkout')} · ${BRAND_NAME}`} />
      {resumeOrderId ? <ResumePayment orderId={resumeOrderId} /> : <NewCheckout />}
    </div>
  );
}

function NewCheckout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refreshOrders = useOrdersRefresh();
  const items = useCart();
  // spec marketplace §2: an empty cart on arrival sends the visitor to the marketplace. A cart that
  // empties later (another tab) stays here, and submitting then says "Cart is empty".
  const [emptyOnArrival] = useState(() => readCart().length === 0);
  // Asked once, on arrival: a guest gives the e-mail the order-linking PIN goes to.
  const [isGuest] = useState(() => !isSignedIn());
  if (emptyOnArrival) return <Navigate to="/mp" replace />;

  const handleCreated = (order: CreatedOrder, email?: string) => {
    void refreshOrders();
    if (isSignedIn()) {
      void navigate(resumePath(order.id), { replace: true, state: { fromCheckout: true } });
    } else {
      showToast('info', 'checkout.guestNotice');
      // The e-mail goes in history state, not the URL (logs keep URLs); the PIN is sent as the page opens.
      const handover: SigninHandover = email ? { email, step: 'secret', sendPin: true } : {};
      void navigate(orderLinkingPath(order.id), { state: handover });
    }
  };

  return (
    <>
      <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">{t('checkout.title')}</h1>
      <p className="mt-2 text-muted">{t('checkout.lead')}</p>
      <div className="mt-6">
        <CheckoutForm items={items} onCreated={handleCreated} askEmail={isGuest} />
      </div>
    </>
  );
}

function ResumePayment({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const refreshOrders = useOrdersRefresh();
  const signedIn = isSignedIn();

  useEffect(() => {
    if (!signedIn) void navigate(orderLinkingPath(orderId), { replace: true });
  }, [signedIn, navigate, orderId]);
  if (!signedIn) return null;

  const handover = location.state as { fromCheckout?: boolean; keepCart?: boolean } | null;
  const handlePaid = (paidOrderId: number) => {
    // An accepted event proposal is paid here too: the dish cart is not its to empty.
    if (handover?.keepCart !== true) {
      clearCart();
      clearCheckoutDraft();
    }
    void refreshOrders();
    void navigate(`/buy-complete?orderId=${paidOrderId}`, { state: { orderId: paidOrderId } });
  };
  const fromCheckout = handover?.fromCheckout === true;
  return <PaymentStep orderId={orderId} onPaid={handlePaid} focusHeading={fromCheckout} />;
}
