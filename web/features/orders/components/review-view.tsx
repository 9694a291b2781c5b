import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { REVIEW_COMMENT_MAX } from '#domain/orders/ratings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { showToast } from '../../../lib/toast.ts';
import '../texts.ts';
import { toastFailure } from '../action-feedback.ts';
import { useReplyToReview } from '../api/reply-to-review.ts';
import { useOrderFormat } from '../format.ts';
import type { OrderReview } from '../types.ts';
import { TARGET_CLASSES, workTarget } from '../work-links.ts';
import { StarsShown } from './star-rating-input.tsx';

/**
 * A review on the order page: the customer sees what they wrote, the chef sees it and may reply once;
 * the reply shows under it for both.
 */
export function ReviewView({ review, viewer }: { review: OrderReview; viewer: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  return (
    <section
      aria-label={viewer === 'buyer' ? t('orderLife.review.yours') : t('orderLife.review.customer')}
      id={workTarget.review(review.id)}
      tabIndex={-1}
      className={`rounded-field border border-line bg-cream p-3 text-sm ${TARGET_CLASSES}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-bold text-ink">
          {viewer === 'buyer' ? t('orderLife.review.yours') : t('orderLife.review.customer')}
        </h3>
        <StarsShown value={review.rating} />
        <span className="text-muted">{format.date(review.createTimestamp)}</span>
      </div>
      <p className="mt-1 whitespace-pre-line text-ink">{review.comment ?? t('orderLife.review.noComment')}</p>
      {review.reply ? (
        <div className="mt-2 border-l-4 border-saffron pl-3">
          <h4 className="font-semibold text-ink">{t('orderLife.review.chefReply')}</h4>
          <p className="whitespace-pre-line text-ink">{review.reply}</p>
        </div>
      ) : viewer === 'seller' ? (
        <ReplyForm reviewId={review.id} />
      ) : null}
    </section>
  );
}

function ReplyForm({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation();
  const reply = useReplyToReview(() => showToast('success', 'orderLife.review.repliedToast'));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('orderLife.review.replyRequired'));
      return;
    }
    reply.mutate({ reviewId, reply: text }, { onError: toastFailure });
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="mt-3 flex flex-col gap-2">
      <TextAreaField
        label={t('orderLife.review.replyLabel')}
        hint={t('orderLife.review.replyHint')}
        rows={2}
        maxLength={REVIEW_COMMENT_MAX}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(undefined);
        }}
      />
      <Button type="submit" size="sm" variant="secondary" isLoading={reply.isPending} className="self-start">
        {t('orderLife.review.sendReply')}
      </Button>
    </form>
  );
}
