import type { Language } from '#domain/constants.ts';
import { BRAND_NAME } from '#domain/constants.ts';

/** An OpenAI-compatible chat completions endpoint (ASSISTANT_LLM_* in server/env.ts). */
export interface LlmSettings {
  /** The API base (…/v1) or the full …/chat/completions address. */
  url: string;
  key?: string;
  model: string;
  timeoutMs: number;
}

export interface PhrasingRequest {
  question: string;
  lang: Language;
  /** The retrieved facts; the model may use nothing else. */
  facts: string;
}

/** Answers longer than this are cut: the chat shows a short answer with its links. */
const MAX_ANSWER_CHARS = 2000;

function endpoint(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

/**
 * Asks the model to phrase an answer from the retrieved facts only. Throws on any failure
 * (timeout, HTTP error, malformed reply), so the caller falls back to the retrieval answer.
 */
export async function phraseWithLlm(settings: LlmSettings, request: PhrasingRequest): Promise<string> {
  const language = request.lang === 'lt' ? 'Lithuanian' : 'English';
  const response = await fetch(endpoint(settings.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(settings.key ? { authorization: `Bearer ${settings.key}` } : {}),
    },
    body: JSON.stringify({
      model: settings.model,
      temperature: 0.2,
      max_tokens: 400,
      messages: [
        {
          role: 'system',
          content:
            `You are the help assistant of ${BRAND_NAME}, a Lithuanian marketplace for home chefs. ` +
            `Answer in ${language}, in at most 120 words, using only the facts given. Keep every figure ` +
            'exactly as written in the facts. If the facts do not answer the question, say that you do not know.',
        },
        { role: 'user', content: `Facts:\n${request.facts}\n\nQuestion: ${request.question}` },
      ],
    }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!response.ok) throw new Error(`LLM endpoint answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new Error('LLM reply has no content');
  return content.trim().slice(0, MAX_ANSWER_CHARS);
}
