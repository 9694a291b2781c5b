import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ChefHatIcon } from '../../../components/ui/icons.tsx';
import { useChat } from '../use-chat.ts';
import { ChatInput } from './chat-input.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { SuggestionChips } from './suggestion-chips.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { languageOf } from '#domain/i18n/locale.ts';

const SUGGESTIONS = ['fee', 'catalog', 'cancel', 'refund'] as const;

/**
 * spec marketplace §2 "Assistant chat": the message list and the input. New answers are announced
 * through a polite live region; a signed-in user's history comes from the server.
 */
export function ChatScreen({ userId }: { userId: string | null }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const { messages, send, isAnswering, isLoadingHistory } = useChat(userId, language);
  const endRef = useRef<HTMLDivElement>(null);
  const lastAnswer = [...messages].reverse().find((m) => m.author === 'assistant' && m.status === 'received');

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [messages.length, isAnswering]);

  const handleSend = (text: string) => void send(text);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 py-6 sm:px-6">
      <DocumentTitle title={t('assistantChat.title')} />
      <header className="flex items-start gap-3">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-paprika-soft text-paprika-dark">
          <ChefHatIcon size={24} />
        </span>
        <div>
          <h1 className="text-3xl font-black tracking-tight">{t('assistantChat.title')}</h1>
          <p className="mt-1 text-muted">{t('assistantChat.lead')}</p>
        </div>
      </header>

      {userId ? null : (
        <p className="mt-4 rounded-field bg-sand px-4 py-2 text-sm text-muted">
          {t('assistantChat.guestNote')}{' '}
          <Link to="/signin" className="font-semibold text-paprika-dark underline">
            {t('assistantChat.signIn')}
          </Link>
        </p>
      )}

      <section aria-label={t('assistantChat.messagesLabel')} className="mt-6 flex-1">
        {isLoadingHistory ? (
          <div aria-busy="true" className="space-y-3">
            <span className="sr-only">{t('assistantChat.historyLoading')}</span>
            <Skeleton className="ml-auto h-10 w-1/2" />
            <Skeleton className="h-20 w-3/4" />
          </div>
        ) : (
          <ol className="space-y-4">
            <MessageBubble
              message={{
                id: 'welcome',
                author: 'assistant',
                type: 'system',
                status: 'read',
                message: t('assistantChat.welcome'),
                createTimestamp: 0,
              }}
            />
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} onAsk={handleSend} />
            ))}
          </ol>
        )}
        {isAnswering ? (
          <p className="mt-4 flex items-center gap-2 text-sm text-muted">
            <span className="inline-flex gap-1" aria-hidden="true">
              <span className="size-2 animate-shimmer rounded-full bg-paprika" />
              <span className="size-2 animate-shimmer rounded-full bg-paprika [animation-delay:150ms]" />
              <span className="size-2 animate-shimmer rounded-full bg-paprika [animation-delay:300ms]" />
            </span>
            {t('assistantChat.thinking')}
          </p>
        ) : null}
        <div ref={endRef} />
      </section>

      {/* Screen readers hear each new answer once. */}
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {lastAnswer ? `${t('assistantChat.bot')}: ${lastAnswer.message}` : ''}
      </div>

      {messages.length === 0 && !isLoadingHistory ? (
        <div className="mt-6">
          <p className="text-sm font-semibold text-muted" id="assistant-suggestions">
            {t('assistantChat.suggestionsLabel')}
          </p>
          <SuggestionChips
            items={SUGGESTIONS.map((key) => t(`assistant.suggestions.${key}`))}
            onPick={handleSend}
            label={t('assistantChat.suggestionsLabel')}
          />
        </div>
      ) : null}

      <div className="sticky bottom-0 mt-6 bg-cream pt-2 pb-4">
        <ChatInput onSend={handleSend} isBusy={isAnswering} />
      </div>
    </div>
  );
}
