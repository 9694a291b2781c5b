import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { showToast } from '../../../lib/toast.ts';
import '../texts.ts';
import { toastFailure } from '../action-feedback.ts';
import { useChangeOrderStatus } from '../api/change-order-status.ts';
import { useCancellationPreview } from '../api/get-cancellation-preview.ts';
import { canBuyerCancel } from '../order-actions.ts';
import type { Order, RefundPlan } from '../types.ts';
import { ActionDialog } from './action-dialog.tsx';
import { RefundBreakdown } from './refund-breakdown.tsx';

/**
 * The customer's cancellation: the dialog first asks the server what cancelling now refunds and why
 * (GET /secure/order-cancellation), then cancels; the refund the server recorded stays on the page.
 */
export function CancelOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [recorded, setRecorded] = useState<RefundPlan | null>(null);
  const preview = useCancellationPreview(order.id, isOpen);
  const change = useChangeOrderStatus();

  if (recorded) {
    return (
      <section aria-labelledby="order-cancelled" className="rounded-card bg-surface p-5 shadow-card">
        <h2 id="order-cancelled" className="text-xl font-extrabold text-ink">
          {t('orderLife.cancel.doneTitle')}
        </h2>
        <h3 className="mt-2 font-semibold text-muted">{t('orderLife.cancel.recorded')}</h3>
        <div className="mt-2">
          <RefundBreakdown plan={recorded} />
        </div>
      </section>
    );
  }
  if (!canBuyerCancel(order)) return null;

  const handleConfirm = () =>
    change.mutate(
      { orderId: order.id, status: 'cancelled' },
      {
        onSuccess: (result) => {
          setIsOpen(false);
          setRecorded(result.refund);
          showToast('success', 'orderLife.cancel.doneToast');
        },
        onError: toastFailure,
      },
    );

  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        {t('orderLife.cancel.action')}
      </Button>
      <ActionDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('orderLife.cancel.title')}
        description={
          preview.isPending ? (
            <div aria-busy="true">
              <p role="status" className="sr-only">
                {t('orderLife.cancel.loading')}
              </p>
              <Skeleton className="h-5 w-full" />
              <Skeleton className="mt-3 h-16 w-full" />
            </div>
          ) : preview.isError ? (
            <Banner tone="error">{t('orderLife.cancel.previewFailed')}</Banner>
          ) : (
            <RefundBreakdown plan={preview.data} />
          )
        }
        confirmLabel={t('orderLife.cancel.confirm')}
        cancelLabel={t('orderLife.cancel.keep')}
        closeLabel={t('orderLife.cancel.keep')}
        onConfirm={handleConfirm}
        isPending={change.isPending}
        confirmDisabled={!preview.isSuccess}
      />
    </>
  );
}
