import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { uploadFile, type FileDescriptor, type UploadOptions } from '../../../lib/upload-file.ts';
import { setAvatar } from '../api/set-avatar.ts';
import { FormSection } from './form-section.tsx';
import '../texts.ts';
import { isPhotoFile, PHOTO_ACCEPT, PHOTO_FORMATS_LABEL } from '#domain/uploads.ts';

/** spec accounts §9: the page reloads 1 second after a new avatar is set. */
export const AVATAR_RELOAD_DELAY_MS = 1000;

export type AvatarState = 'idle' | 'uploading' | 'success' | 'error';
type AvatarError =
  'pages.products.jpgOnlyError' | 'pages.store.avatarUploadFailed' | 'pages.store.avatarUpdateFailed';

interface AvatarUploadProps {
  avatarUrl?: string | null;
  /** The letter shown without a picture (spec accounts §2: first name, else nickname, else U). */
  initial: string;
  upload?: (file: File, options: UploadOptions) => Promise<FileDescriptor>;
  reload?: () => void;
}

/**
 * spec accounts §2, §4 "Avatar upload": JPEG only; idle → uploading → success (the page reloads
 * after 1 second) or error. The upload goes through POST /secure/file-upload, then set-avatar.
 */
export function AvatarUpload({
  avatarUrl,
  initial,
  upload = uploadFile,
  reload = () => window.location.reload(),
}: AvatarUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [state, setState] = useState<AvatarState>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<AvatarError | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setError(undefined);
    if (!isPhotoFile(file)) {
      setState('error');
      setError('pages.products.jpgOnlyError');
      return;
    }
    setState('uploading');
    setProgress(0);
    let descriptor: FileDescriptor;
    try {
      descriptor = await upload(file, { onProgress: setProgress });
    } catch (cause) {
      console.error('Avatar upload failed', cause);
      setState('error');
      setError('pages.store.avatarUploadFailed');
      return;
    }
    try {
      await setAvatar(descriptor.id);
    } catch (cause) {
      console.error('Setting the avatar failed', cause);
      setState('error');
      setError('pages.store.avatarUpdateFailed');
      return;
    }
    setState('success');
    timer.current = setTimeout(reload, AVATAR_RELOAD_DELAY_MS);
  }

  const isBusy = state === 'uploading';
  return (
    <FormSection title={t('profileForm.avatar.title')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {avatarUrl ? (
          <img
            src={avatarUrl}
            alt={t('profileForm.avatar.alt')}
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-full object-cover shadow-card"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-24 shrink-0 items-center justify-center rounded-full bg-paprika text-4xl font-bold text-white"
          >
            {initial}
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p id={`${inputId}-hint`} className="text-sm text-muted">
            {t('profileForm.avatar.hint', { formats: PHOTO_FORMATS_LABEL })}
          </p>
          <input
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT.join(',')}
            className="peer sr-only"
            disabled={isBusy || state === 'success'}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              void handleFile(file);
            }}
          />
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 w-fit cursor-pointer items-center justify-center rounded-full border border-line bg-surface px-5 font-semibold text-ink peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-paprika-dark peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:border-paprika hover:text-paprika-dark"
          >
            {avatarUrl ? t('profileForm.avatar.change') : t('profileForm.avatar.choose')}
          </label>
          {isBusy ? (
            <div className="flex flex-col gap-1">
              <p role="status" className="text-sm font-semibold">
                {t('profileForm.avatar.uploading')}
              </p>
              <ProgressBar value={progress} label={t('profileForm.avatar.progress')} />
            </div>
          ) : null}
        </div>
      </div>
      {state === 'success' ? <Banner tone="success">{t('pages.store.avatarUpdatedSuccess')}</Banner> : null}
      {state === 'error' && error ? <Banner tone="error">{t(error)}</Banner> : null}
    </FormSection>
  );
}
