import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  ASSET_PRICE_CENTS,
  AssetPurchaseSchema,
  DEFAULT_BUY_VOLUME,
  purchaseAmountCents,
} from '#domain/assets/assets.ts';
import { toFieldIssues } from '#domain/validation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { showToast } from '../../../lib/toast.ts';
import type { StartedPurchase } from '#domain/assets/assets.response.ts';
import { startPurchase, useAssetsRefresh, usePurchase } from '../api/assets.ts';
import { useAssetFormat } from '../format.ts';
import '../texts.ts';

/**
 * The card form the /buy route hands in: the checkout's, so a purchase pays through the same
 * provider and form as an order (the route composes the two features).
 */
export type CardForm = ComponentType<{
  amount: number;
  startPayment: () => Promise<StartedPurchase>;
  onPaid: () => void;
}>;

/**
 * /buy (spec marketplace §2): the converter (demo rate 0.2 EUR, 100 assets to start with) and the
 * card payment through the same provider and card form as the checkout. The assets are credited by
 * the server when the payment succeeds; this screen waits for that and shows the new balance.
 */
export function BuyAssets({ cardForm }: { cardForm: CardForm }) {
  const [volume, setVolume] = useState<number | null>(null);
  const [purchaseId, setPurchaseId] = useState<string | null>(null);
  const [paidVolume, setPaidVolume] = useState<number | null>(null);

  if (paidVolume !== null && purchaseId) {
    return (
      <PurchaseDone
        purchaseId={purchaseId}
        volume={paidVolume}
        onMore={() => {
          setPaidVolume(null);
          setPurchaseId(null);
          setVolume(null);
        }}
      />
    );
  }
  if (volume !== null) {
    return (
      <PaymentPart
        cardForm={cardForm}
        volume={volume}
        onStarted={setPurchaseId}
        onChange={() => setVolume(null)}
        onPaid={() => setPaidVolume(volume)}
      />
    );
  }
  return <Converter onContinue={setVolume} />;
}

function Converter({ onContinue }: { onContinue: (volume: number) => void }) {
  const { t } = useTranslation();
  const { euro } = useAssetFormat();
  const [text, setText] = useState(String(DEFAULT_BUY_VOLUME));
  const [problem, setProblem] = useState<Describable | null>(null);
  const parsed = AssetPurchaseSchema.safeParse({ volume: text });
  const price = parsed.success ? euro(purchaseAmountCents(parsed.data.volume)) : '—';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (parsed.success) return onContinue(parsed.data.volume);
    const [issue] = toFieldIssues(parsed.error);
    setProblem(issue ? { code: issue.code, params: issue.params } : null);
  }

  return (
    <section aria-labelledby="buy-title">
      <h1 id="buy-title" className="text-3xl font-black tracking-tight text-ink sm:text-4xl">
        {t('assetPages.buy.title')}
      </h1>
      <p className="mt-2 text-muted">{t('assetPages.buy.lead', { rate: euro(ASSET_PRICE_CENTS) })}</p>
      <form
        noValidate
        onSubmit={handleSubmit}
        aria-label={t('assetPages.buy.converter')}
        className="mt-6 flex flex-col gap-5 rounded-card bg-surface p-4 shadow-card sm:p-6"
      >
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <TextField
            name="volume"
            label={t('assetPages.buy.volume')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            inputMode="numeric"
            autoComplete="off"
            error={
              problem ? describe({ ...problem, params: { ...problem.params, field: 'volume' } }) : undefined
            }
          />
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-semibold text-ink">{t('assetPages.buy.price')}</span>
            <output
              aria-live="polite"
              data-testid="asset-price"
              className="flex min-h-12 items-center rounded-field bg-paprika-soft px-4 text-2xl font-black text-paprika-dark tabular-nums"
            >
              {price}
            </output>
          </div>
        </div>
        <p className="text-sm text-muted">{t('assetPages.buy.rate', { rate: euro(ASSET_PRICE_CENTS) })}</p>
        <Button type="submit" size="lg" className="w-full">
          {t('assetPages.buy.continue')}
        </Button>
      </form>
    </section>
  );
}

function PaymentPart({
  cardForm: CardPayment,
  volume,
  onStarted,
  onChange,
  onPaid,
}: {
  cardForm: CardForm;
  volume: number;
  onStarted: (purchaseId: string) => void;
  onChange: () => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const { euro } = useAssetFormat();
  const amount = purchaseAmountCents(volume);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  // Each attempt after a refusal starts a new purchase; only the one that is paid is credited.
  const startPayment = async () => {
    const started = await startPurchase(volume);
    onStarted(started.purchaseId);
    return started;
  };

  return (
    <section aria-labelledby="pay-title">
      <h1
        id="pay-title"
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-black tracking-tight text-ink sm:text-4xl"
      >
        {t('assetPages.buy.title')}
      </h1>
      <p className="mt-2 text-muted">{t('assetPages.buy.paying', { volume, amount: euro(amount) })}</p>
      <div className="mt-6 flex flex-col gap-6 rounded-card bg-surface p-4 shadow-card sm:p-6">
        <CardPayment amount={amount} startPayment={startPayment} onPaid={onPaid} />
      </div>
      <Button variant="ghost" className="mt-4" onClick={onChange}>
        {t('assetPages.buy.change')}
      </Button>
    </section>
  );
}

function PurchaseDone({
  purchaseId,
  volume,
  onMore,
}: {
  purchaseId: string;
  volume: number;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const { volume: format } = useAssetFormat();
  const refreshAssets = useAssetsRefresh();
  const purchase = usePurchase(purchaseId);
  const credited = purchase.data?.status === 'succeeded';

  useEffect(() => {
    if (!credited) return;
    showToast('success', 'assetPages.toasts.bought');
    void refreshAssets();
  }, [credited, refreshAssets]);

  return (
    <section aria-labelledby="bought-title" className="rounded-card bg-surface p-6 shadow-card">
      <h1 id="bought-title" className="text-3xl font-black tracking-tight text-basil">
        {t('assetPages.buy.successTitle')}
      </h1>
      {credited ? (
        <>
          <p className="mt-3 text-lg text-ink">{t('assetPages.buy.successBody', { volume })}</p>
          <p className="mt-2 font-semibold text-ink" role="status" data-testid="asset-balance-after">
            {t('assetPages.buy.newBalance', { volume: format(purchase.data!.balance) })}
          </p>
        </>
      ) : (
        <Banner tone="info" className="mt-3">
          <p>{t('assetPages.buy.waiting')}</p>
        </Banner>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/board" className={buttonClasses('primary')}>
          {t('assetPages.buy.toBoard')}
        </Link>
        <Link to="/execute" className={buttonClasses('secondary')}>
          {t('assetPages.buy.transfer')}
        </Link>
        <Button variant="ghost" onClick={onMore}>
          {t('assetPages.buy.buyMore')}
        </Button>
      </div>
    </section>
  );
}
