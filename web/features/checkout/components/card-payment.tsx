import { Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import '../texts.ts';
import { usePaymentsConfig } from '../api/get-payments-config.ts';
import type { PaymentIntent } from '../api/create-payment-intent.ts';
import { SandboxCardForm } from './sandbox-card-form.tsx';
import { lazyPart } from '../../../lib/lazy-part.ts';

/** Stripe's code loads only when the server's provider is Stripe. */
const StripeCardForm = lazyPart(() => import('./stripe-card-form.tsx'));

export interface CardPaymentProps {
  /** The order being paid; leave it out when `startPayment` pays something else. */
  orderId?: number;
  /** In cents: the amount the payment is started with. */
  amount: number;
  /** Starts the payment of something other than an order (a credit purchase) and answers its intent. */
  startPayment?: () => Promise<PaymentIntent>;
  onPaid: () => void;
}

/**
 * The card form of the server's payment provider (DESIGN §1, §4): Stripe Elements, or the built-in
 * sandbox's form. The checkout's payment step uses it, and the /buy route hands it to the credit
 * purchase (web/app/routes/buy.tsx), so both pay through one form.
 */
export function CardPayment(props: CardPaymentProps) {
  const config = usePaymentsConfig();
  if (config.isPending) return <Skeleton className="h-64 w-full" />;
  const publishableKey = config.data?.provider === 'stripe' ? config.data.publishableKey : undefined;
  if (publishableKey)
    return (
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <StripeCardForm {...props} publishableKey={publishableKey} />
      </Suspense>
    );
  return <SandboxCardForm {...props} />;
}
