import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMutation } from '@tanstack/react-query';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { createPaymentIntent, type PaymentIntent } from '../api/create-payment-intent.ts';
import { useEuro } from '../../../lib/use-euro.ts';
import { paymentFailure } from '../payment-failure.ts';
import { languageOf } from '#domain/i18n/locale.ts';

interface StripeCardFormProps {
  /** The order being paid; leave it out when `startPayment` pays something else. */
  orderId?: number;
  /** The order's amountToPay in cents: the amount the payment is started with. */
  amount: number;
  /** Starts the payment of something other than an order (an asset purchase) and answers its intent. */
  startPayment?: () => Promise<PaymentIntent>;
  publishableKey: string;
  onPaid: () => void;
}

/** Stripe.js is loaded once per key and only when this form renders (the pure entry has no side effect). */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => {
      stripeByKey.delete(publishableKey); // let a retry load it again
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/** Authorised (manual capture: DESIGN §4) or settled; the verified webhook marks the order paid. */
const ACCEPTED = new Set(['requires_capture', 'succeeded', 'processing']);

/**
 * The card form when the server's provider is Stripe (DESIGN §1, §4): Stripe Elements collect the
 * card inside Stripe's own frame, so card data never reaches this app. The payment is started once
 * with the order's amountToPay; 3-D Secure may leave for the bank and come back to /buy-complete.
 * Loaded lazily by the payment step, so no Stripe code ships to anyone paying with the sandbox.
 */
export default function StripeCardForm({
  orderId,
  amount,
  startPayment,
  publishableKey,
  onPaid,
}: StripeCardFormProps) {
  const { t, i18n } = useTranslation();
  const createIntent = useMutation({
    mutationFn: () => (startPayment ? startPayment() : createPaymentIntent({ orderId: orderId!, amount })),
  });
  const [intent, setIntent] = useState<PaymentIntent | null>(null);
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const started = useRef(false);
  const { mutate } = createIntent;

  const start = () => {
    setLoadFailed(false);
    const loading = stripeFor(publishableKey);
    void loading.then((loaded) => setLoadFailed(loaded === null));
    setStripe(loading);
    mutate(undefined, { onSuccess: setIntent });
  };

  useEffect(() => {
    if (started.current) return; // the intent is created once, even under StrictMode's double effects
    started.current = true;
    start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- started once per mount
  }, []);

  if (createIntent.isError || loadFailed) {
    const failure: Describable = createIntent.isError
      ? paymentFailure(createIntent.error).message
      : { code: 'payments.unavailable' };
    return (
      <Banner tone="error">
        <p>{describe(failure)}</p>
        <Button variant="secondary" className="mt-3" onClick={start}>
          {t('checkout.summary.retry')}
        </Button>
      </Banner>
    );
  }

  if (!intent || !stripe) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('checkout.payment.cardLoading')}
        </p>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="mt-6 h-12 w-full rounded-full" />
      </div>
    );
  }

  const options: StripeElementsOptions = {
    clientSecret: intent.secret,
    locale: languageOf(i18n.language),
    // The app's tokens (web/styles.css), so Stripe's frame looks like the rest of the form.
    appearance: {
      theme: 'stripe',
      variables: { colorPrimary: '#c63d1f', borderRadius: '12px', fontSizeBase: '16px' },
    },
  };
  return (
    <Elements stripe={stripe} options={options}>
      <ConfirmWithStripe orderId={orderId} amount={amount} onPaid={onPaid} />
    </Elements>
  );
}

function ConfirmWithStripe({
  orderId,
  amount,
  onPaid,
}: Omit<StripeCardFormProps, 'publishableKey' | 'startPayment'>) {
  const { t } = useTranslation();
  const euro = useEuro();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setFailure(null);
    const returnPath = orderId === undefined ? '/buy-complete' : `/buy-complete?orderId=${orderId}`;
    const returnUrl = new URL(returnPath, window.location.origin).href;
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl },
      });
      if (error) setFailure(error.message ?? describe({ code: 'payments.cardDeclined' }));
      else if (paymentIntent && ACCEPTED.has(paymentIntent.status)) onPaid();
      else setFailure(describe({ code: 'payments.cardDeclined' }));
    } catch {
      setFailure(describe({ code: 'pages.auth.networkError' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-bold text-ink">{t('checkout.payment.cardDetails')}</legend>
        {ready ? null : <Skeleton className="h-40 w-full" />}
        <PaymentElement onReady={() => setReady(true)} onChange={() => setFailure(null)} />
      </fieldset>
      {failure ? (
        <Banner tone="error">
          <p>{failure}</p>
          <p className="font-normal">{t('checkout.payment.tryAnother')}</p>
        </Banner>
      ) : null}
      <Button type="submit" size="lg" isLoading={busy} disabled={!stripe || !ready}>
        {t('checkout.payment.pay', { amount: euro(amount) })}
      </Button>
    </form>
  );
}
