import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { REVIEW_COMMENT_MAX } from '#domain/orders/ratings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { showToast } from '../../../lib/toast.ts';
import '../texts.ts';
import { toastFailure } from '../action-feedback.ts';
import { useRateOrder } from '../api/rate-order.ts';
import type { OrderItem } from '../types.ts';
import { TARGET_CLASSES, workTarget } from '../work-links.ts';
import { StarRatingInput } from './star-rating-input.tsx';

/** The customer's rating of one delivered dish: 1-5 stars and an optional comment, sent once. */
export function RateItem({ orderId, item }: { orderId: number; item: OrderItem }) {
  const { t } = useTranslation();
  const rate = useRateOrder(() => showToast('success', 'orderLife.rating.sentToast'));
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setError(t('orderLife.rating.required'));
      return;
    }
    rate.mutate({ orderId, itemId: item.id, rating, comment }, { onError: toastFailure });
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('orderLife.rating.title', { title: item.product.title })}
      id={workTarget.rate(item.id)}
      tabIndex={-1}
      className={`flex flex-col gap-3 rounded-field bg-sand/60 p-3 ${TARGET_CLASSES}`}
    >
      <h3 className="font-bold text-ink">{t('orderLife.rating.title', { title: item.product.title })}</h3>
      <StarRatingInput
        value={rating}
        onChange={(value) => {
          setRating(value);
          setError(undefined);
        }}
        error={error}
      />
      <TextAreaField
        label={t('orderLife.rating.comment')}
        rows={2}
        maxLength={REVIEW_COMMENT_MAX}
        value={comment}
        counter={`${comment.length} / ${REVIEW_COMMENT_MAX}`}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      <Button type="submit" size="sm" isLoading={rate.isPending} className="self-start">
        {t('orderLife.rating.submit')}
      </Button>
    </form>
  );
}
