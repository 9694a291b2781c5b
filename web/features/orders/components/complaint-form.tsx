import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  COMPLAINT_PHOTOS_MAX,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXT_MIN,
} from '#domain/orders/complaint-limits.ts';
import { PROFILE_FILE_MAX_BYTES } from '#domain/onboarding/questionnaire.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { UploadDialog } from '../../../components/ui/upload-dialog.tsx';
import type { FileDescriptor } from '../../../lib/upload-file.ts';
import { showToast } from '../../../lib/toast.ts';
import '../texts.ts';
import { toastFailure } from '../action-feedback.ts';
import { useCreateComplaint } from '../api/create-complaint.ts';
import { useOrderFormat } from '../format.ts';
import type { OrderItem } from '../types.ts';
import { PHOTO_ACCEPT } from '#domain/uploads.ts';

/**
 * The customer's complaint about a delivered dish, inside its 48-hour window: what went wrong (10-2000
 * characters) and up to 5 photos, each uploaded first with its progress shown, then sent by id.
 */
export function ComplaintForm({
  orderId,
  item,
  deadline,
}: {
  orderId: number;
  item: OrderItem;
  deadline: number;
}) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const create = useCreateComplaint(() => showToast('success', 'complaints.opened'));
  const [isOpen, setIsOpen] = useState(false);
  const [isUploading, setIsUploading] = useState(false);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<FileDescriptor[]>([]);
  const [error, setError] = useState<string | undefined>();
  const title = item.product.title;

  if (!isOpen) {
    return (
      <Button size="sm" variant="secondary" className="self-start" onClick={() => setIsOpen(true)}>
        {t('orderLife.complaint.open')}
      </Button>
    );
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < COMPLAINT_TEXT_MIN) {
      setError(t('orderLife.complaint.textTooShort', { min: COMPLAINT_TEXT_MIN }));
      return;
    }
    create.mutate(
      { orderId, itemId: item.id, text, photoIds: photos.map((photo) => photo.id) },
      { onError: toastFailure },
    );
  };

  const room = COMPLAINT_PHOTOS_MAX - photos.length;
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('orderLife.complaint.title', { title })}
      className="flex flex-col gap-3 rounded-field border border-line bg-surface p-3"
    >
      <h3 className="font-bold text-ink">{t('orderLife.complaint.title', { title })}</h3>
      <p className="text-sm text-muted">
        {t('orderLife.complaint.intro', { date: format.dateTime(deadline) })}
      </p>
      <TextAreaField
        label={t('orderLife.complaint.text')}
        hint={t('orderLife.complaint.textHint', { min: COMPLAINT_TEXT_MIN })}
        rows={4}
        maxLength={COMPLAINT_TEXT_MAX}
        counter={`${text.length} / ${COMPLAINT_TEXT_MAX}`}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(undefined);
        }}
      />
      <div>
        <h4 className="text-sm font-semibold text-ink">
          {t('orderLife.complaint.photos', { count: photos.length, max: COMPLAINT_PHOTOS_MAX })}
        </h4>
        {photos.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {photos.map((photo, index) => (
              <li key={photo.id} className="relative">
                <img
                  src={photo.url}
                  alt={t('orderLife.complaint.photo', { index: index + 1 })}
                  className="size-20 rounded-field object-cover"
                />
                <button
                  type="button"
                  onClick={() => setPhotos((current) => current.filter((kept) => kept.id !== photo.id))}
                  aria-label={t('orderLife.complaint.removePhoto', { index: index + 1 })}
                  className="absolute -top-2 -right-2 inline-flex size-8 items-center justify-center rounded-full bg-surface text-ink shadow-card hover:bg-sand"
                >
                  <CloseIcon size={16} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {room > 0 ? (
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => setIsUploading(true)}>
            {t('orderLife.complaint.addPhotos')}
          </Button>
        ) : null}
      </div>
      <UploadDialog
        open={isUploading}
        onOpenChange={setIsUploading}
        title={t('orderLife.complaint.uploadTitle')}
        description={t('orderLife.complaint.uploadDescription', { max: COMPLAINT_PHOTOS_MAX })}
        accept={PHOTO_ACCEPT}
        maxBytes={PROFILE_FILE_MAX_BYTES}
        multiple
        onUploaded={(uploaded) =>
          setPhotos((current) => [...current, ...uploaded].slice(0, COMPLAINT_PHOTOS_MAX))
        }
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" isLoading={create.isPending}>
          {t('orderLife.complaint.submit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setIsOpen(false)} disabled={create.isPending}>
          {t('orderLife.complaint.cancel')}
        </Button>
      </div>
    </form>
  );
}
