import type { Answer, QuestionnaireSubmission } from './answer.schema.ts';
import {
  CERTIFICATE_OPTIONS,
  CHEF_QUESTIONNAIRE,
  DEFAULT_TEXT_MAX,
  TEXT_ANSWER_MIN,
  type Question,
  type QuestionType,
  type QuestionnaireConfig,
} from './questionnaire.ts';

// The schemas of an answer and of the saved questionnaire live in answer.schema.ts: these rules,
// which the questionnaire and the profile apply as they draw, need no zod.
export type { Answer, QuestionnaireSubmission } from './answer.schema.ts';

/**
 * spec accounts §3: without a type, a question with options is single-choice, or multiple-choice if it
 * has more than 4 options or an option mentioning specialising; a question without options is text.
 */
export function questionTypeOf(question: Pick<Question, 'questionType' | 'answerOptions'>): QuestionType {
  if (question.questionType) return question.questionType;
  const options = question.answerOptions ?? [];
  if (options.length === 0) return 'text';
  const mentionsSpecialising = options.some((option) => /speciali[sz]/i.test(option.optionTitle));
  return options.length > 4 || mentionsSpecialising ? 'multiple_choice' : 'single_choice';
}

/** The options an answer picks, whichever field carries them. */
export function chosenOptions(answer: Answer | undefined): number[] {
  if (!answer) return [];
  if (answer.selectedOptions?.length) return answer.selectedOptions;
  return answer.optionId === undefined ? [] : [answer.optionId];
}

function filesOf(answer: Answer | undefined): string[] {
  if (!answer) return [];
  return [...(answer.fileIds ?? []), ...(answer.fileId ? [answer.fileId] : [])];
}

/**
 * Why an answer cannot be accepted, as a message code with params; undefined when it can
 * (spec accounts §4 "Questionnaire", §5).
 */
export function answerProblem(
  question: Question,
  answer: Answer | undefined,
): { code: string; params?: Record<string, number> } | undefined {
  const type = questionTypeOf(question);
  const options = question.answerOptions ?? [];
  const picked = chosenOptions(answer);
  const text = answer?.textValue?.trim() ?? '';
  const files = filesOf(answer);

  if (type === 'text' || type === 'rich_text') {
    const max = question.textInput?.maxLength ?? DEFAULT_TEXT_MAX;
    if (text.length > max) return { code: 'questionnaire.textTooLong', params: { max } };
    // A question with a file upload passes with 10+ characters or any uploaded file.
    if (question.fileUpload && files.length > 0) return undefined;
    if (!text && !question.mandatory) return undefined;
    if (text.length < TEXT_ANSWER_MIN)
      return { code: 'questionnaire.textTooShort', params: { min: TEXT_ANSWER_MIN } };
    return undefined;
  }

  if (picked.length === 0) return { code: 'questionnaire.answerRequired' };
  if (picked.some((id) => !options.some((option) => option.optionId === id))) {
    return { code: 'questionnaire.unknownOption' };
  }
  if (type !== 'multiple_choice' && picked.length > 1) return { code: 'questionnaire.oneOptionOnly' };
  if (question.maxSelections && picked.length > question.maxSelections) {
    return { code: 'questionnaire.tooManyOptions', params: { max: question.maxSelections } };
  }
  // If any option is marked mandatory, the chosen option itself must be mandatory.
  if (options.some((option) => option.mandatory)) {
    const allMandatory = picked.every((id) => options.find((option) => option.optionId === id)?.mandatory);
    if (!allMandatory) return { code: 'questionnaire.mandatoryOption' };
  }
  if (picked.some((id) => (CERTIFICATE_OPTIONS as readonly number[]).includes(id)) && files.length === 0) {
    return { code: 'questionnaire.certificateRequired' };
  }
  return undefined;
}

/**
 * Question 2 asks whether the chef may earn income in Lithuania (spec accounts §3); option 3 is yes.
 * It is the one place a chef is asked: the registration form no longer asks it too.
 */
export const RIGHT_TO_EARN_QUESTION = 2;
export const RIGHT_TO_EARN_YES = 3;

/** Whether the answers declare the right to earn income in Lithuania. */
export function declaresRightToEarn(answers: readonly Answer[]): boolean {
  const answer = answers.find((candidate) => candidate.questionId === RIGHT_TO_EARN_QUESTION);
  return chosenOptions(answer).includes(RIGHT_TO_EARN_YES);
}

/** spec accounts §4: answers are kept under a key built from the questionnaire's name, id and version. */
export function draftStorageKey(
  config: Pick<QuestionnaireConfig, 'questionarieName' | 'questionarieId' | 'version'>,
) {
  return `qaComponent_${config.questionarieName}_${config.questionarieId}_${config.version}`;
}

/** Questions whose answers go into merchant-info `metadata`; all others go into `additionalNotes`. */
export const METADATA_QUESTIONS = [4, 5];

/** Splits all answers into the two JSON texts posted to /secure/merchant-info. */
export function splitSubmission(answers: Answer[]): { metadata: string; additionalNotes: string } {
  const wrap = (list: Answer[]): string =>
    JSON.stringify({ ...CHEF_QUESTIONNAIRE, answers: list } satisfies QuestionnaireSubmission);
  return {
    metadata: wrap(answers.filter((answer) => METADATA_QUESTIONS.includes(answer.questionId))),
    additionalNotes: wrap(answers.filter((answer) => !METADATA_QUESTIONS.includes(answer.questionId))),
  };
}

/** Every problem of a complete submission, by question id; empty when the application can be saved. */
export function submissionProblems(config: QuestionnaireConfig, answers: Answer[]) {
  const problems: { questionId: number; code: string; params?: Record<string, number> }[] = [];
  for (const question of config.questions) {
    const answer = answers.find((candidate) => candidate.questionId === question.questionId);
    const problem = answerProblem(question, answer);
    if (problem) problems.push({ questionId: question.questionId, ...problem });
  }
  return problems;
}
