import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import '../texts.ts';
import { useThread } from '../api/get-thread.ts';
import { useMarkThreadRead } from '../api/mark-thread-read.ts';
import type { ThreadHeading } from '#domain/messages/message.response.ts';
import { Composer } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { PersonAvatar } from './person-avatar.tsx';

/** The other side's name as the reader sees it, or "Chef" / "Customer". */
export function useCounterpartName(thread: ThreadHeading | undefined): string {
  const { t } = useTranslation();
  if (!thread) return '';
  return thread.counterpart.name ?? (thread.role === 'chef' ? t('chat.customer') : t('chat.chef'));
}

/**
 * One conversation. Messages oldest to newest, "load earlier" at the top, the send
 * box at the bottom; new messages arrive by polling and are announced in a polite live region.
 * Opening the thread marks it read, and so does every new message that arrives while it is open.
 */
export function ThreadScreen({ threadId }: { threadId: string }) {
  const { t } = useTranslation();
  const query = useThread(threadId);
  const markRead = useMarkThreadRead(threadId);
  const pages = query.data?.pages;
  const thread = pages?.[0]?.thread;
  const name = useCounterpartName(thread);
  const messages = useMemo(() => (pages ?? []).flatMap((page) => page.messages).reverse(), [pages]);
  const newest = messages[messages.length - 1];
  const unread = pages?.[0]?.unreadCount ?? 0;

  useEffect(() => {
    if (unread > 0) markRead.mutate();
    // Marks when something unread arrives; `markRead` is a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread, newest?.id]);

  const [announcement, setAnnouncement] = useState('');
  const seenNewest = useRef<number | null>(null);
  useEffect(() => {
    if (!newest) return;
    if (seenNewest.current !== null && newest.id > seenNewest.current && !newest.fromMe) {
      setAnnouncement(
        newest.text ? t('chat.live.new', { name, text: newest.text }) : t('chat.live.photo', { name }),
      );
    }
    seenNewest.current = Math.max(seenNewest.current ?? 0, newest.id);
  }, [newest, name, t]);

  const bottom = useRef<HTMLDivElement>(null);
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newest?.id]);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <Skeleton className="h-14" />
        <Skeleton className="ml-auto h-12 w-2/3" />
        <Skeleton className="h-12 w-1/2" />
        <Skeleton className="ml-auto h-12 w-1/2" />
      </div>
    );
  }
  if (query.isError && !pages) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="flex flex-col items-start gap-3">
        <Banner tone="error">{missing ? t('chat.thread.notFound') : t('chat.inbox.loadFailed')}</Banner>
        <Link to="/messages" className="font-semibold text-paprika-dark underline underline-offset-4">
          {t('chat.thread.back')}
        </Link>
      </div>
    );
  }
  if (!thread) return null;

  return (
    <section aria-labelledby="thread-title" className="flex flex-col gap-3">
      <header className="flex items-center gap-3">
        <Link
          to="/messages"
          aria-label={t('chat.thread.back')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-sand"
        >
          <ArrowLeftIcon size={20} />
        </Link>
        <PersonAvatar person={thread.counterpart} fallback={name} />
        <div className="min-w-0">
          <h1 id="thread-title" className="truncate text-xl font-black tracking-tight text-ink">
            {name}
          </h1>
          <p className="truncate text-sm text-muted">
            {thread.orderId && thread.orderNumber ? (
              <Link to={`/order/${thread.orderId}`} className="underline underline-offset-4 hover:text-ink">
                {t('chat.thread.openOrder', { number: thread.orderNumber })}
              </Link>
            ) : thread.eventRequestId ? (
              <Link
                to={`${thread.role === 'chef' ? '/open-requests' : '/event-requests'}/${thread.eventRequestId}`}
                className="underline underline-offset-4 hover:text-ink"
              >
                {t('chat.thread.openRequest', { id: thread.eventRequestId })}
              </Link>
            ) : thread.product ? (
              <Link
                to={`/product-detail/${thread.product.id}`}
                className="underline underline-offset-4 hover:text-ink"
              >
                {t('chat.thread.openDish', { title: thread.product.title })}
              </Link>
            ) : (
              t('chat.inbox.question')
            )}
          </p>
        </div>
      </header>
      {thread.contactsVisible ? null : (
        <Banner tone="info">{thread.orderId ? t('chat.protect.order') : t('chat.protect.preOrder')}</Banner>
      )}
      {query.hasNextPage ? (
        <Button
          size="sm"
          variant="secondary"
          className="self-center"
          isLoading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('chat.thread.loadEarlier')}
        </Button>
      ) : null}
      {messages.length === 0 ? (
        <p className="rounded-card bg-surface px-4 py-6 text-center text-muted">
          {thread.role === 'customer' ? t('chat.thread.empty') : t('chat.thread.emptyChef')}
        </p>
      ) : (
        <ol aria-label={t('chat.thread.list', { name })} className="flex flex-col gap-3">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} otherName={name} canReport />
          ))}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="sticky bottom-0 pb-2">
        <Composer threadId={threadId} />
      </div>
      {/* Scrolled to after the send box, so the newest message is not under it. */}
      <div ref={bottom} />
    </section>
  );
}
