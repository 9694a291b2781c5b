import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment.ts';
import { useCreatePaymentIntent, type PaymentIntent } from '../api/create-payment-intent.ts';
import { cardProblems, formatCardNumber, formatExpiry, type CardProblems } from '../card-input.ts';
import { useEuro } from '../../../lib/use-euro.ts';
import { paymentFailure } from '../payment-failure.ts';

interface SandboxCardFormProps {
  /** The order being paid; leave it out when `startPayment` pays something else. */
  orderId?: number;
  /** The order's amountToPay in cents: the amount the payment is started with. */
  amount: number;
  /** Starts the payment of something other than an order (an asset purchase) and answers its intent. */
  startPayment?: () => Promise<PaymentIntent>;
  onPaid: () => void;
}

type CardField = keyof CardProblems;
const FIELDS: CardField[] = ['cardNumber', 'expiry', 'cvc'];

/** DESIGN §4 sandbox test cards, shown beside the form. */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'checkout.payment.cardSucceeds' },
  { number: '4000 0000 0000 0002', outcome: 'checkout.payment.cardDeclined' },
  { number: '4000 0000 0000 9995', outcome: 'checkout.payment.cardInsufficient' },
] as const;

/**
 * The built-in provider's card form (DESIGN §1, §4): starts the payment once (POST /secure/stripe-intent
 * with the order's amountToPay) and confirms it with the card. A declined card shows the provider's
 * message and the same payment can be tried again with another card.
 */
export function SandboxCardForm({ orderId, amount, startPayment, onPaid }: SandboxCardFormProps) {
  const { t } = useTranslation();
  const euro = useEuro();
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [problems, setProblems] = useState<CardProblems>({});
  const [failure, setFailure] = useState<Describable | null>(null);
  const [alreadyPaid, setAlreadyPaid] = useState(false);
  const [busy, setBusy] = useState(false);
  const intent = useRef<PaymentIntent | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const createIntent = useCreatePaymentIntent();
  const confirm = useConfirmSandboxPayment();

  const update = (name: CardField, value: string) => {
    const formatted =
      name === 'cardNumber'
        ? formatCardNumber(value)
        : name === 'expiry'
          ? formatExpiry(value)
          : value.replace(/\D/g, '').slice(0, 3);
    setCard((current) => ({ ...current, [name]: formatted }));
    setProblems((current) => ({ ...current, [name]: undefined }));
    setFailure(null);
  };

  const inputOf = (name: CardField) => {
    const element = formRef.current?.elements.namedItem(name);
    return element instanceof HTMLInputElement ? element : null;
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = cardProblems(card);
    const first = FIELDS.find((name) => found[name]);
    setProblems(found);
    if (first) {
      inputOf(first)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      intent.current ??= startPayment
        ? await startPayment()
        : await createIntent.mutateAsync({ orderId: orderId!, amount });
      await confirm.mutateAsync({
        id: intent.current.id,
        secret: intent.current.secret,
        ...card,
        cardNumber: card.cardNumber.replace(/\s/g, ''),
      });
      onPaid();
    } catch (error) {
      const result = paymentFailure(error);
      if (result.restart) intent.current = null;
      setAlreadyPaid(result.alreadyPaid);
      setFailure(result.message);
      // Ready for another card: the number is selected, the message is announced by its alert.
      const number = inputOf('cardNumber');
      number?.focus();
      number?.select();
    } finally {
      setBusy(false);
    }
  }

  const fieldProps = (name: CardField) => ({
    name,
    value: card[name],
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
    error: problems[name] ? describe({ code: problems[name] }) : undefined,
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="card-details"
      className="flex flex-col gap-4"
    >
      <h2 id="card-details" className="text-xl font-extrabold text-ink">
        {t('checkout.payment.cardDetails')}
      </h2>
      <TextField
        label={t('checkout.payment.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        {...fieldProps('cardNumber')}
      />
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-4">
        <TextField
          label={t('checkout.payment.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('checkout.payment.expiryPlaceholder')}
          {...fieldProps('expiry')}
        />
        <TextField
          label={t('checkout.payment.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          {...fieldProps('cvc')}
        />
      </div>
      {failure ? (
        <Banner tone="error">
          <p>{describe(failure)}</p>
          {alreadyPaid && orderId !== undefined ? (
            <Link to={`/order/${orderId}`}>{t('checkout.payment.viewOrder')}</Link>
          ) : (
            <p className="font-normal">{t('checkout.payment.tryAnother')}</p>
          )}
        </Banner>
      ) : null}
      <Button type="submit" size="lg" isLoading={busy} className="w-full">
        {t('checkout.payment.pay', { amount: euro(amount) })}
      </Button>
      <div className="rounded-field border border-line bg-sand/70 p-4 text-sm text-ink">
        <p className="font-semibold">{t('checkout.payment.testMode')}</p>
        <ul className="mt-2 flex flex-col gap-1">
          {TEST_CARDS.map((test) => (
            <li key={test.number}>
              <code className="font-mono font-bold">{test.number}</code> – {t(test.outcome)}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-muted">{t('checkout.payment.testCardsNote')}</p>
      </div>
    </form>
  );
}
