import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { MaskKind } from '#domain/messages/contact-masking.ts';
import { now } from '../../../lib/clock.ts';
import { kindsInWords, messageTime } from '../format.ts';
import type { ChatMessage } from '#domain/messages/message.response.ts';
import { ReportForm } from './report-form.tsx';
import { languageOf } from '#domain/i18n/locale.ts';

/**
 * One message: the reader's own on the right, the other side's on the left. Hidden contact details
 * are said in words under the bubble (why they are hidden is said once, above the list).
 */
export function MessageBubble({
  message,
  otherName,
  canReport,
}: {
  message: ChatMessage;
  otherName: string;
  canReport: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage);
  const [reporting, setReporting] = useState(false);
  const kind = (one: MaskKind) => t(`chat.kinds.${one}`);
  const time = messageTime(message.createdTimestamp, language, now());
  const mine = message.fromMe;
  const who = mine ? t('chat.thread.you') : otherName;
  return (
    <li className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed shadow-card sm:max-w-[70%] ${
          mine ? 'rounded-br-md bg-paprika-soft text-ink' : 'rounded-bl-md bg-surface text-ink'
        }`}
      >
        <span className="sr-only">{t('chat.thread.from', { name: who, time })}: </span>
        {message.removed && !message.text ? (
          <p className="italic text-muted">{t('chat.removed')}</p>
        ) : (
          <>
            {message.photoUrl ? (
              <a href={message.photoUrl} target="_blank" rel="noreferrer" className="mb-1 block">
                <img
                  src={message.photoUrl}
                  alt={t('chat.photoFrom', { name: who })}
                  loading="lazy"
                  className="max-h-64 w-auto rounded-xl object-cover"
                />
              </a>
            ) : null}
            {message.text ? <p className="whitespace-pre-wrap break-words">{message.text}</p> : null}
          </>
        )}
      </div>
      <div
        className={`flex flex-wrap items-center gap-x-3 px-1 text-xs text-muted ${mine ? 'justify-end' : ''}`}
      >
        <time dateTime={new Date(message.createdTimestamp).toISOString()} aria-hidden="true">
          {time}
        </time>
        {message.hiddenFromMe.length > 0 ? (
          <span className="font-medium text-paprika-dark">
            {t('chat.hidden.fromMe', { kinds: kindsInWords(message.hiddenFromMe, kind, language) })}
          </span>
        ) : null}
        {mine && message.hiddenFromOther.length > 0 ? (
          <span>
            {t('chat.hidden.fromOther', {
              name: otherName,
              kinds: kindsInWords(message.hiddenFromOther, kind, language),
            })}
          </span>
        ) : null}
        {canReport && !mine && !message.removed && !reporting ? (
          <button
            type="button"
            onClick={() => setReporting(true)}
            aria-label={t('chat.report.actionLabel')}
            className="min-h-9 rounded-full px-2 font-semibold text-muted underline-offset-4 hover:text-ink hover:underline"
          >
            {t('chat.report.action')}
          </button>
        ) : null}
      </div>
      {reporting ? <ReportForm messageId={message.id} onDone={() => setReporting(false)} /> : null}
    </li>
  );
}
