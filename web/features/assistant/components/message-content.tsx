import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ChatMessage, VideoStatus } from '../types.ts';
import { formatInstant } from '#domain/i18n/dates.ts';

function MediaCaption({ message }: { message: ChatMessage }) {
  return message.message ? <p className="mt-2 whitespace-pre-line">{message.message}</p> : null;
}

/** spec marketplace §2 "Video file status: error, download, click, loading". */
function VideoContent({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<VideoStatus>(message.media?.videoStatus ?? 'click');
  const url = message.media?.url;
  if (status === 'error' || !url) return <p role="alert">{t('assistantChat.media.videoError')}</p>;
  if (status === 'download') {
    return (
      <a href={url} download={message.media?.name ?? true} className="font-semibold underline">
        {t('assistantChat.media.download')} {message.media?.name ?? t('assistantChat.media.video')}
      </a>
    );
  }
  if (status === 'click') {
    return (
      <button type="button" onClick={() => setStatus('loading')} className="font-semibold underline">
        {t('assistantChat.media.play')}
      </button>
    );
  }
  return (
    <div aria-busy={status === 'loading' || undefined}>
      <video
        src={url}
        controls
        autoPlay
        className="max-h-64 w-full rounded-field bg-ink"
        onError={() => setStatus('error')}
        aria-label={message.media?.name ?? t('assistantChat.media.video')}
      />
      <span className="sr-only">{t('assistantChat.media.loadingVideo')}</span>
    </div>
  );
}

/** The body of one message by its type (spec marketplace §2: text, photo, video, file, audio, location, meeting, system). */
export function MessageContent({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const media = message.media;
  switch (message.type) {
    case 'photo':
      return (
        <figure>
          {media?.url ? (
            <img
              src={media.url}
              alt={message.title ?? media.name ?? t('assistantChat.media.photo')}
              className="max-h-64 rounded-field"
            />
          ) : null}
          <MediaCaption message={message} />
        </figure>
      );
    case 'video':
      return (
        <>
          <VideoContent message={message} />
          <MediaCaption message={message} />
        </>
      );
    case 'file':
      return (
        <a href={media?.url} download={media?.name ?? true} className="font-semibold underline">
          {t('assistantChat.media.file')}: {media?.name ?? message.message}
        </a>
      );
    case 'audio':
      return (
        <div>
          <audio src={media?.url} controls className="w-full" aria-label={t('assistantChat.media.audio')} />
          <MediaCaption message={message} />
        </div>
      );
    case 'location':
      return (
        <p>
          <span className="font-semibold">{t('assistantChat.media.location')}: </span>
          {message.message}
          {media?.latitude !== undefined && media.longitude !== undefined ? (
            <span className="block text-sm tabular-nums">
              {media.latitude.toFixed(5)}, {media.longitude.toFixed(5)}
            </span>
          ) : null}
        </p>
      );
    case 'meeting':
      return (
        <p>
          <span className="block font-semibold">
            {t('assistantChat.media.meeting')}: {message.title ?? message.message}
          </span>
          {media?.startsAt ? (
            <time dateTime={new Date(media.startsAt).toISOString()} className="text-sm">
              {formatInstant(media.startsAt, 'dateTime', i18n.language)}
            </time>
          ) : null}
        </p>
      );
    case 'system':
    case 'text':
    default:
      return <p className="whitespace-pre-line">{message.message}</p>;
  }
}
