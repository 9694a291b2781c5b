import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';

/**
 * The "Video CV" badge: a button that opens the chef's video in a modal native <dialog> (focus is
 * kept inside and Escape closes it). The video loads only once the dialog is opened.
 */
export function VideoCvButton({ url, chefName }: { url: string; chefName: string }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const titleId = useId();

  const handleOpen = () => {
    setFailed(false);
    setOpen(true);
    dialogRef.current?.showModal();
  };

  return (
    <>
      <button
        type="button"
        onClick={handleOpen}
        aria-haspopup="dialog"
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-ink px-3 text-sm font-semibold text-white hover:bg-paprika-dark"
      >
        <PlayIcon />
        {t('catalog.store.videoCv')}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => {
          videoRef.current?.pause();
          setOpen(false);
        }}
        className="m-auto w-[min(44rem,calc(100vw-2rem))] rounded-card bg-surface p-0 text-ink shadow-pop backdrop:bg-overlay"
      >
        <div className="flex items-center justify-between gap-3 px-5 py-3">
          <h2 id={titleId} className="text-lg font-bold">
            {t('catalog.store.videoTitle', { name: chefName })}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label={t('catalog.store.close')}
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-sand"
          >
            <CloseIcon size={20} />
          </button>
        </div>
        {open ? (
          failed ? (
            <p
              role="alert"
              className="mx-5 mb-5 rounded-field bg-danger-soft px-4 py-6 text-center font-semibold text-danger"
            >
              {t('catalog.store.videoError')}
            </p>
          ) : (
            <video
              ref={videoRef}
              src={url}
              controls
              playsInline
              preload="metadata"
              onError={() => setFailed(true)}
              className="aspect-video w-full bg-ink"
            >
              {t('catalog.store.videoError')}
            </video>
          )
        ) : null}
      </dialog>
    </>
  );
}

function PlayIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13l11-6.5z" />
    </svg>
  );
}
