import { useMutation } from '@tanstack/react-query';
import type { AssistantAnswer } from '#domain/content/assistant.response.ts';
import type { Language } from '#domain/constants.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** spec marketplace §7: `POST ask?q={text}`, read `model.answer` (and the structured extras). */
export async function ask(question: string, language: Language): Promise<AssistantAnswer> {
  const envelope = await apiPost<AssistantAnswer>(`/ask?q=${encodeURIComponent(question)}`, { language });
  if (!envelope.model) throw new Error('assistant: empty answer');
  return envelope.model;
}

export function useAsk() {
  return useMutation({
    mutationFn: ({ question, language }: { question: string; language: Language }) => ask(question, language),
  });
}
