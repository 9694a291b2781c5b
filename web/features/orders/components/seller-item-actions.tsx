import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { describe } from '../../../i18n/describe.ts';
import { showToast } from '../../../lib/toast.ts';
import { useEuro } from '../../../lib/use-euro.ts';
import { HANDOVER_PIN_LENGTH, isHandoverPinShaped, typedHandoverPin } from '#domain/orders/handover-pin.ts';
import '../texts.ts';
import { failureOf, toastFailure } from '../action-feedback.ts';
import { useChangeOrderStatus } from '../api/change-order-status.ts';
import { sellerActions, type SellerAction } from '../order-actions.ts';
import type { Order, OrderItem } from '../types.ts';
import { ActionDialog } from './action-dialog.tsx';

const HANDOVER_CODE = 'orders.handoverCodeInvalid';
/** Too many wrong PINs: the customer issues a new one; the message says so. */
const HANDOVER_LOCKED = 'orders.handoverLocked';

/**
 * A chef's buttons for one of their items: confirm at once; decline and deliver through a
 * dialog that says what they mean (a cash delivery asks for the customer's hand-over PIN). Only the
 * moves the domain's transition table allows are offered; each waits for the server, then the order
 * views reload.
 */
export function SellerItemActions({ order, item }: { order: Order; item: OrderItem }) {
  const { t } = useTranslation();
  const change = useChangeOrderStatus();
  const euro = useEuro();
  const [dialog, setDialog] = useState<'decline' | 'deliver' | null>(null);
  const [pending, setPending] = useState<SellerAction | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const actions = sellerActions(item, order);
  const title = item.product.title;
  // Cash changes hands at delivery (a cash order, or a card order's remainder).
  const asksForPin = order.handoverRequired ?? order.payInCash;

  if (actions.length === 0) return null;
  const awaitsPayment = item.status === 'placed' && !actions.includes('confirm');

  const run = (action: SellerAction) => {
    const status = action === 'confirm' ? 'confirmed' : action === 'decline' ? 'cancelled' : 'delivered';
    const needsCode = action === 'deliver' && asksForPin;
    if (needsCode && !code.trim()) {
      setCodeError(t('orderLife.seller.handoverRequired'));
      return;
    }
    // A mistyped PIN is said at once, without a round trip (and without spending a try).
    if (needsCode && !isHandoverPinShaped(code)) {
      setCodeError(t('orderLife.seller.handoverDigits'));
      return;
    }
    setPending(action);
    change.mutate(
      {
        orderId: order.id,
        itemId: item.id,
        status,
        ...(needsCode ? { handoverCode: typedHandoverPin(code) } : {}),
      },
      {
        onSuccess: () => {
          setDialog(null);
          setCode('');
          setCodeError(undefined);
          showToast(
            'success',
            `orderLife.seller.${action === 'confirm' ? 'confirmed' : action === 'decline' ? 'declined' : 'delivered'}Toast`,
          );
        },
        onError: (error) => {
          const failure = failureOf(error);
          // A wrong PIN is the field's problem: say it there, keep the dialog open to retry.
          if (needsCode && (failure.code === HANDOVER_CODE || failure.code === HANDOVER_LOCKED))
            setCodeError(describe(failure));
          else toastFailure(error);
        },
        onSettled: () => setPending(null),
      },
    );
  };

  const openDialog = (next: 'decline' | 'deliver') => {
    setCode('');
    // A locked hand-over is said before the chef types: only the customer's new PIN will do.
    setCodeError(
      next === 'deliver' && asksForPin && order.handoverLocked
        ? describe({ code: HANDOVER_LOCKED })
        : undefined,
    );
    setDialog(next);
  };

  return (
    <div
      role="group"
      aria-label={t('orderLife.seller.actionsFor', { title })}
      className="flex flex-wrap gap-2"
    >
      {awaitsPayment ? <p className="w-full text-sm text-muted">{t('orderLife.seller.unpaidNote')}</p> : null}
      {actions.includes('confirm') ? (
        <Button
          size="sm"
          onClick={() => run('confirm')}
          isLoading={pending === 'confirm'}
          disabled={pending !== null}
        >
          {t('orderLife.seller.confirm')}
        </Button>
      ) : null}
      {actions.includes('deliver') ? (
        <Button size="sm" onClick={() => openDialog('deliver')} disabled={pending !== null}>
          {t('orderLife.seller.deliver')}
        </Button>
      ) : null}
      {actions.includes('decline') ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => openDialog('decline')}
          disabled={pending !== null}
        >
          {t('orderLife.seller.decline')}
        </Button>
      ) : null}

      <ActionDialog
        open={dialog === 'decline'}
        onOpenChange={(open) => setDialog(open ? 'decline' : null)}
        title={t('orderLife.seller.declineTitle', { title })}
        description={<p>{t('orderLife.seller.declineBody')}</p>}
        confirmLabel={t('orderLife.seller.declineConfirm')}
        cancelLabel={t('orderLife.seller.keep')}
        closeLabel={t('orderLife.seller.cancel')}
        onConfirm={() => run('decline')}
        isPending={pending === 'decline'}
      />
      <ActionDialog
        open={dialog === 'deliver'}
        onOpenChange={(open) => setDialog(open ? 'deliver' : null)}
        title={t('orderLife.seller.deliverTitle', { title })}
        description={
          <p>
            {!asksForPin
              ? t('orderLife.seller.deliverBody')
              : order.payInCash
                ? t('orderLife.seller.deliverCashBody', { amount: euro(item.cashAtService) })
                : t('orderLife.seller.deliverRemainderBody', { amount: euro(item.cashAtService) })}
          </p>
        }
        confirmLabel={t('orderLife.seller.deliverConfirm')}
        cancelLabel={t('orderLife.seller.cancel')}
        closeLabel={t('orderLife.seller.cancel')}
        onConfirm={() => run('deliver')}
        isPending={pending === 'deliver'}
      >
        {asksForPin ? (
          <TextField
            label={t('orderLife.seller.handoverCode')}
            hint={t('orderLife.seller.handoverHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={HANDOVER_PIN_LENGTH + 2}
            value={code}
            error={codeError}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setCodeError(undefined);
            }}
          />
        ) : null}
      </ActionDialog>
    </div>
  );
}
