import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Language } from '#domain/constants.ts';
import { isApiError } from '../../lib/api-client.ts';
import { readRaw, writeRaw } from '../../lib/storage.ts';
import { now } from '../../lib/clock.ts';
import { translateCode } from '../../i18n/i18n.ts';
import { useAsk } from './api/ask.ts';
import { useHistory, useHistoryAppend } from './api/get-history.ts';
import type { ChatMessage } from './types.ts';

/** A guest's conversation lives in this tab's sessionStorage only (signed-in users' on the server). */
export const GUEST_CHAT_KEY = 'assistant_chat';
/** The guest history keeps this many messages. */
const GUEST_LIMIT = 60;

let sequence = 0;
const localId = () => `local-${Date.now().toString(36)}-${(sequence += 1)}`;

function readGuestChat(): ChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(readRaw(GUEST_CHAT_KEY, 'session') ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as ChatMessage[]).filter((m) => typeof m?.message === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * The conversation: history (server for a signed-in user, this tab for a guest) plus what is asked
 * now. A question goes waiting -> sent -> read; its answer arrives as received.
 */
export function useChat(userId: string | null, language: Language) {
  const history = useHistory(userId);
  const [local, setLocal] = useState<ChatMessage[]>(() => (userId ? [] : readGuestChat()));
  const ask = useAsk();
  const appendToHistory = useHistoryAppend();
  const pending = useRef(false);

  useEffect(() => {
    if (!userId) writeRaw(GUEST_CHAT_KEY, JSON.stringify(local.slice(-GUEST_LIMIT)), 'session');
  }, [local, userId]);

  const update = (id: string, change: Partial<ChatMessage>) =>
    setLocal((list) => list.map((m) => (m.id === id ? { ...m, ...change } : m)));

  const send = useCallback(
    async (text: string) => {
      const question = text.trim();
      if (!question || pending.current) return;
      pending.current = true;
      const id = localId();
      setLocal((list) => [
        ...list.filter((m) => !m.failed),
        {
          id,
          author: 'user',
          type: 'text',
          status: 'waiting',
          message: question,
          createTimestamp: now(),
        },
      ]);
      try {
        const request = ask.mutateAsync({ question, language });
        update(id, { status: 'sent' });
        const answer = await request;
        const asked: ChatMessage = {
          id,
          author: 'user',
          type: 'text',
          // Delivered and answered; 'Read' would claim a person read it.
          status: 'received',
          message: question,
          createTimestamp: now(),
        };
        const answered: ChatMessage = {
          id: localId(),
          author: 'assistant',
          type: 'text',
          status: 'received',
          title: answer.title,
          message: answer.answer,
          links: answer.links,
          chefs: answer.chefs,
          suggestions: answer.suggestions,
          source: answer.source,
          createTimestamp: now(),
        };
        if (userId) {
          // The server stored both: they join the cached history, so a later visit shows them too.
          appendToHistory(userId, [asked, answered]);
          setLocal((list) => list.filter((m) => m.id !== id));
        } else {
          setLocal((list) => [...list.map((m) => (m.id === id ? asked : m)), answered]);
        }
      } catch (error) {
        const first = isApiError(error) ? error.firstMessage : undefined;
        update(id, {
          failed: true,
          error: first?.code ? translateCode(first.code, first.params) : undefined,
        });
      } finally {
        pending.current = false;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ask.mutateAsync` is stable
    [language, userId, appendToHistory],
  );

  const messages = useMemo(() => [...(history.data ?? []), ...local], [history.data, local]);
  return {
    messages,
    send,
    isAnswering: ask.isPending,
    isLoadingHistory: Boolean(userId) && history.isPending,
  };
}
