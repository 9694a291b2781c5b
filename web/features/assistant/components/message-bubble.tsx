import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { AnswerChef } from '#domain/content/assistant.response.ts';
import { useEuro } from '../../../lib/use-euro.ts';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import type { ChatMessage } from '../types.ts';
import { MessageContent } from './message-content.tsx';
import { StatusMark } from './status-mark.tsx';
import { SuggestionChips } from './suggestion-chips.tsx';

function ChefResults({ chefs }: { chefs: readonly AnswerChef[] }) {
  const { t } = useTranslation();
  const euro = useEuro();
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2">
      {chefs.map((chef) => (
        <li
          key={chef.nickname}
          className="relative flex items-center gap-3 rounded-field bg-cream p-2 hover:bg-sand"
        >
          {chef.imageUrl ? (
            <img
              src={`${chef.imageUrl}?w=160`}
              alt=""
              aria-hidden="true"
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded-field object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-field bg-paprika-soft text-xl font-black text-paprika-dark"
            >
              {chef.name.charAt(0)}
            </span>
          )}
          <span className="min-w-0">
            <Link
              to={chef.url}
              aria-label={t('assistantChat.viewChef', { name: chef.name })}
              className="font-bold text-ink after:absolute after:inset-0 after:content-[''] hover:text-paprika-dark"
            >
              {chef.name}
            </Link>
            <span className="block text-sm text-muted">
              {[chef.city, chef.hourRate ? t('assistantChat.perHour', { rate: euro(chef.hourRate) }) : null]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One message in the conversation: the user's on the right, the assistant's on the left, system ones centred. */
export function MessageBubble({ message, onAsk }: { message: ChatMessage; onAsk?: (text: string) => void }) {
  const { t } = useTranslation();
  if (message.type === 'system') {
    return (
      <li className="flex justify-center">
        <p className="rounded-full bg-sand px-4 py-1.5 text-center text-sm text-muted">{message.message}</p>
      </li>
    );
  }
  const mine = message.author === 'user';
  const chefs = message.chefs ?? [];
  // A catalog answer lists its chefs as cards; the text's first line introduces them.
  const shown = chefs.length ? { ...message, message: message.message.split('\n')[0] ?? '' } : message;
  const chefLinks = new Set(chefs.map((chef) => chef.url));
  const links = (message.links ?? []).filter((link) => !chefLinks.has(link.href));
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[min(36rem,90%)] rounded-card px-4 py-3 shadow-card ${
          mine ? 'rounded-br-md bg-paprika text-white' : 'rounded-bl-md bg-surface text-ink'
        }`}
      >
        <p className="sr-only">{mine ? t('assistantChat.you') : t('assistantChat.bot')}:</p>
        {!mine && message.title ? <p className="mb-1 font-bold">{message.title}</p> : null}
        <MessageContent message={shown} />
        {chefs.length ? <ChefResults chefs={chefs} /> : null}
        {links.length ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex items-center gap-1 rounded-full border border-line bg-cream px-3 py-1 text-sm font-semibold text-paprika-dark hover:border-paprika"
                >
                  {link.label}
                  <ArrowRightIcon size={14} />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {!mine && message.suggestions?.length && onAsk ? (
          <SuggestionChips items={message.suggestions} onPick={onAsk} />
        ) : null}
        {!mine && message.source === 'llm' ? (
          <p className="mt-2 text-xs text-muted">{t('assistantChat.phrasedByModel')}</p>
        ) : null}
        {mine ? (
          <div className="mt-1 flex justify-end text-white">
            {message.failed ? null : <StatusMark status={message.status} />}
          </div>
        ) : null}
        {message.failed ? (
          <div role="alert" className="mt-2 rounded-field bg-white px-3 py-2 text-sm text-danger">
            <p>{message.error ?? t('assistantChat.failed')}</p>
            {onAsk ? (
              <button
                type="button"
                onClick={() => onAsk(message.message)}
                className="mt-1 font-semibold underline"
              >
                {t('assistantChat.retry')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
