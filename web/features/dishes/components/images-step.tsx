import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { ChosenFile } from '../../../components/ui/upload-dialog.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { isUploadError, uploadFile } from '../../../lib/upload-file.ts';
import { useRelateFileToProduct } from '../api/relate-file-to-product.ts';
import { useRemoveProductFile } from '../api/remove-product-file.ts';
import { saveFailure } from '../save-errors.ts';
import type { EditableImage } from '../types.ts';
import { isPhotoFile, PHOTO_ACCEPT, PHOTO_FORMATS_LABEL } from '#domain/uploads.ts';
import '../texts.ts';

/** spec marketplace §9: the dish page opens 2 seconds after the images are uploaded. */
export const REDIRECT_AFTER_UPLOAD_MS = 2000;

interface Chosen {
  key: number;
  file: File;
  preview: string;
  progress: number;
  status: 'ready' | 'uploading' | 'done';
}

interface ImagesStepProps {
  productId: number | null;
  title: string;
  images: readonly EditableImage[];
  onDirtyChange: (isDirty: boolean) => void;
  /** The dish's images changed: read them again. */
  onImagesChanged: () => void;
}

const thumbnail = (url: string) => `${url}${url.includes('?') ? '&' : '?'}w=320`;

/**
 * Step 3 (spec marketplace §2, §5): choose several JPEGs, upload each with its progress
 * (lib/upload-file), relate it to the dish, remove images; after an upload the dish page opens.
 */
export function ImagesStep({ productId, title, images, onDirtyChange, onImagesChanged }: ImagesStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const relate = useRelateFileToProduct();
  const remove = useRemoveProductFile();
  const inputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [problems, setProblems] = useState<Describable[]>([]);
  const [notice, setNotice] = useState<'removed' | 'done' | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const listId = useId();

  const hasReady = chosen.some((entry) => entry.status === 'ready');
  useEffect(() => {
    onDirtyChange(hasReady || isUploading);
  }, [hasReady, isUploading, onDirtyChange]);

  // Previews are object URLs: give them back when the step goes away.
  const previews = useRef(new Set<string>());
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const urls = previews.current;
    return () => {
      clearTimeout(redirectTimer.current);
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const handleChoose = (list: FileList | null) => {
    const files = [...(list ?? [])];
    const accepted = files.filter(isPhotoFile);
    setProblems(accepted.length < files.length ? [{ code: 'pages.products.jpgOnlyError' }] : []);
    setNotice(null);
    const added = accepted.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: nextKey.current++, file, preview, progress: 0, status: 'ready' as const };
    });
    setChosen((current) => [...current.filter((entry) => entry.status !== 'done'), ...added]);
    if (inputRef.current) inputRef.current.value = '';
  };

  const update = (key: number, patch: Partial<Chosen>) =>
    setChosen((current) => current.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));

  const handleUpload = async () => {
    setNotice(null);
    if (!productId) return setProblems([{ code: 'dishEditor.images.productFirst' }]);
    const ready = chosen.filter((entry) => entry.status === 'ready');
    if (ready.length === 0) return setProblems([{ code: 'dishEditor.images.selectImage' }]);
    setProblems([]);
    setIsUploading(true);
    const failed: Describable[] = [];
    for (const entry of ready) {
      update(entry.key, { status: 'uploading', progress: 0 });
      try {
        const descriptor = await uploadFile(entry.file, {
          onProgress: (progress) => update(entry.key, { progress }),
        });
        await relate.mutateAsync({ productId, fileId: descriptor.id });
        update(entry.key, { status: 'done', progress: 100 });
      } catch (error) {
        update(entry.key, { status: 'ready', progress: 0 });
        const problem = isUploadError(error)
          ? { code: error.code, params: error.params }
          : saveFailure(error, 'dishEditor.errors.relateFailed');
        failed.push({ ...problem, message: `${entry.file.name}: ${describe(problem)}` });
      }
    }
    setIsUploading(false);
    onImagesChanged();
    if (failed.length > 0) {
      setProblems(failed.map((problem) => ({ message: problem.message })));
      return;
    }
    setNotice('done');
    redirectTimer.current = setTimeout(
      () => void navigate(`/product-detail/${productId}`),
      REDIRECT_AFTER_UPLOAD_MS,
    );
  };

  const handleRemove = async (image: EditableImage) => {
    setProblems([]);
    setNotice(null);
    setRemovingId(image.fileId);
    try {
      await remove.mutateAsync(image.fileId);
      setNotice('removed');
      onImagesChanged();
    } catch (error) {
      setProblems([saveFailure(error, 'dishEditor.errors.removeFailed')]);
    } finally {
      setRemovingId(null);
    }
  };

  const dropChosen = (entry: Chosen) => {
    URL.revokeObjectURL(entry.preview);
    previews.current.delete(entry.preview);
    setChosen((current) => current.filter((item) => item.key !== entry.key));
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-muted">{t('dishEditor.images.lead')}</p>
      {problems.length > 0 ? (
        <Banner tone="error">
          {problems.length === 1 ? (
            describe(problems[0]!)
          ) : (
            <ul className="list-disc space-y-1 pl-4">
              {problems.map((problem, index) => (
                <li key={index}>{describe(problem)}</li>
              ))}
            </ul>
          )}
        </Banner>
      ) : null}
      <div role="status" aria-live="polite" className="empty:-mt-5">
        {notice ? (
          <Banner tone="success">
            {notice === 'done' ? t('dishEditor.images.done') : t('dishEditor.images.removed')}
          </Banner>
        ) : null}
      </div>

      {images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.fileId} className="relative overflow-hidden rounded-field bg-sand shadow-card">
              <img
                src={thumbnail(image.url)}
                alt={t('dishEditor.images.photoAlt', { title, index: index + 1 })}
                width={320}
                height={240}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover"
              />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void handleRemove(image)}
                isLoading={removingId === image.fileId}
                disabled={removingId !== null || isUploading}
                aria-label={t('dishEditor.images.remove', { index: index + 1 })}
                className="absolute top-2 right-2 size-9 min-h-9 px-0! shadow-card"
              >
                {removingId === image.fileId ? null : <CloseIcon size={18} />}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-field bg-sand px-4 py-3 text-muted">{t('dishEditor.images.none')}</p>
      )}

      <div>
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          disabled={isUploading}
          className="flex min-h-24 w-full flex-col items-center justify-center gap-1 rounded-card border-2 border-dashed border-line bg-cream px-4 py-5 text-center font-semibold text-paprika-dark transition-colors hover:border-paprika disabled:cursor-not-allowed disabled:opacity-60"
        >
          <span className="text-base">{t('dishEditor.images.add')}</span>
          <span className="text-sm font-normal text-muted">{PHOTO_FORMATS_LABEL}</span>
        </button>
        <input
          ref={inputRef}
          type="file"
          accept={PHOTO_ACCEPT.join(',')}
          multiple
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
          data-testid="dish-image-input"
          onChange={(event) => handleChoose(event.currentTarget.files)}
        />
      </div>

      {chosen.length > 0 ? (
        <div>
          <h3 id={listId} className="sr-only">
            {t('dishEditor.images.chosen')}
          </h3>
          <ul aria-labelledby={listId} className="flex flex-col gap-2">
            {chosen.map((entry) => (
              <ChosenFile
                key={entry.key}
                file={entry.file}
                status={entry.status}
                progress={entry.progress}
                disabled={isUploading}
                onRemove={() => dropChosen(entry)}
                labels={{
                  uploaded: t('dishEditor.images.uploaded'),
                  remove: t('dishEditor.images.dropChosen', { name: entry.file.name }),
                  uploading: t('dishEditor.images.uploading', { name: entry.file.name }),
                }}
                leading={
                  <img
                    src={entry.preview}
                    alt=""
                    aria-hidden="true"
                    width={64}
                    height={48}
                    className="h-12 w-16 shrink-0 rounded-md object-cover"
                  />
                }
              />
            ))}
          </ul>
        </div>
      ) : null}

      <div>
        <Button
          size="lg"
          onClick={() => void handleUpload()}
          isLoading={isUploading}
          disabled={notice === 'done'}
        >
          {t('dishEditor.images.upload')}
        </Button>
      </div>
    </div>
  );
}
