import { chosenOptions, type Answer } from '#domain/onboarding/answer-rules.ts';
import type { QuestionnaireConfig } from '#domain/onboarding/questionnaire.ts';
import type { Describable } from '../../i18n/describe.ts';
import { isApiError } from '../../lib/api-client.ts';

// The wizard's answers by question, the list it saves and submits, and the server's refusals as
// the wizard shows them.

export type AnswerMap = Record<number, Answer>;

const SAVE_FAILED = 'questionnaire.saveFailed';

export function toMap(answers: readonly Answer[]): AnswerMap {
  return Object.fromEntries(answers.map((answer) => [answer.questionId, answer]));
}

/** The answers in the questionnaire's order, leaving out optional texts that were emptied again. */
export function orderedAnswers(config: QuestionnaireConfig, answers: AnswerMap): Answer[] {
  return config.questions.flatMap((question) => {
    const answer = answers[question.questionId];
    if (!answer) return [];
    const isEmpty =
      chosenOptions(answer).length === 0 &&
      !answer.textValue?.trim() &&
      !answer.fileId &&
      !answer.fileIds?.length;
    return isEmpty ? [] : [answer];
  });
}

/** Per-question problems the server sent (fields named question{N}), by question id. */
export function serverQuestionErrors(error: unknown): Record<number, Describable> {
  const result: Record<number, Describable> = {};
  if (!isApiError(error)) return result;
  for (const message of error.envelope.messages ?? []) {
    const id = /^question(\d+)$/.exec(message.field ?? '')?.[1];
    if (id && !result[Number(id)])
      result[Number(id)] = { code: message.code, params: message.params, message: message.message };
  }
  return result;
}

export function generalError(error: unknown): Describable {
  if (isApiError(error)) {
    const first = error.firstMessage;
    if (first) return { code: first.code, params: first.params, message: first.message };
  }
  return { code: SAVE_FAILED };
}
