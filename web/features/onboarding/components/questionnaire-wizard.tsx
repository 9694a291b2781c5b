import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  answerProblem,
  chosenOptions,
  questionTypeOf,
  submissionProblems,
  type Answer,
} from '#domain/onboarding/answer-rules.ts';
import type {
  AnswerOption,
  FileUploadConfig,
  QuestionnaireConfig,
} from '#domain/onboarding/questionnaire.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import type { FileDescriptor } from '../../../lib/upload-file.ts';
import { addFileMetadata } from '../api/add-file-metadata.ts';
import { submitQuestionnaire } from '../api/submit-questionnaire.ts';
import { isKnownQuestionType } from '../questionnaire-config.ts';
import {
  clearDraft,
  hasDraft,
  readDraft,
  saveDraft,
  type QuestionnaireDraft,
} from '../questionnaire-draft.ts';
import {
  generalError,
  orderedAnswers,
  serverQuestionErrors,
  toMap,
  type AnswerMap,
} from '../questionnaire-answers.ts';
import { ChoiceQuestion } from './choice-question.tsx';
import { QuestionnaireUploadDialog } from './questionnaire-upload-dialog.tsx';
import { TextQuestion } from './text-question.tsx';
import '../texts.ts';

interface QuestionnaireWizardProps {
  config: QuestionnaireConfig;
  /** The back button on the first step (spec accounts §2: it cancels). */
  onCancel: () => void;
  /** After a successful submission; the draft is already cleared. */
  onComplete: () => void;
  /** An option's redirect action (question 1, "no longer interested" → /). */
  onRedirect: (target: string) => void;
}

/**
 * The questionnaire of spec accounts §4 once its kept draft, if any, has been read: at once when
 * there is none; a draft is checked with the domain's answer schema, whose zod loads only then.
 */
export function QuestionnaireWizard(props: QuestionnaireWizardProps) {
  const [draft, setDraft] = useState<{ read: QuestionnaireDraft | undefined } | undefined>(() =>
    hasDraft(props.config) ? undefined : { read: undefined },
  );
  const [config] = useState(props.config);
  useEffect(() => {
    if (draft) return;
    let current = true;
    void readDraft(config).then((read) => {
      if (current) setDraft({ read });
    });
    return () => {
      current = false;
    };
  }, [draft, config]);
  return draft ? <Wizard {...props} initial={draft.read} /> : null;
}

/**
 * The questionnaire engine of spec accounts §4: one question per step with a step counter and a
 * progress bar; Next only when the answer passes the domain's `answerProblem`; single choices
 * advance (or submit on the last step) by themselves; answers are kept in localStorage under
 * `draftStorageKey(config)`, restored on load and cleared after a successful submission.
 */
function Wizard({
  config,
  onCancel,
  onComplete,
  onRedirect,
  initial,
}: QuestionnaireWizardProps & { initial: QuestionnaireDraft | undefined }) {
  const { t } = useTranslation();
  const total = config.questions.length;
  const [answers, setAnswers] = useState<AnswerMap>(() => toMap(initial?.answers ?? []));
  const [index, setIndex] = useState(() => Math.min(initial?.step ?? 0, total - 1));
  const [touched, setTouched] = useState<ReadonlySet<number>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Record<number, Describable>>({});
  const [submitError, setSubmitError] = useState<Describable | undefined>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [uploadFor, setUploadFor] = useState<{ questionId: number; config: FileUploadConfig } | null>(null);
  const [fileNames, setFileNames] = useState<Record<string, string>>({});
  const completedRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  const question = config.questions[index]!;
  const answer = answers[question.questionId];
  const type = questionTypeOf(question);
  const isSupported = isKnownQuestionType(type);
  const problem = isSupported || question.mandatory ? answerProblem(question, answer) : undefined;
  const isLast = index === total - 1;

  // spec accounts §4: answers are saved as they change (text on every keystroke).
  useEffect(() => {
    if (completedRef.current) return;
    saveDraft(config, { answers: orderedAnswers(config, answers), step: index });
  }, [config, answers, index]);

  // A new step is announced by moving focus to its question.
  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  function touch(questionId: number) {
    setTouched((current) => new Set(current).add(questionId));
  }

  function setAnswer(next: Answer): AnswerMap {
    const updated = { ...answers, [next.questionId]: next };
    setAnswers(updated);
    setSubmitError(undefined);
    setServerErrors((current) => {
      if (!current[next.questionId]) return current;
      const rest = { ...current };
      delete rest[next.questionId];
      return rest;
    });
    return updated;
  }

  function goTo(step: number) {
    setSubmitError(undefined);
    setIndex(step);
  }

  function advance(current: AnswerMap) {
    if (isLast) void submit(current);
    else goTo(index + 1);
  }

  function choose(option: AnswerOption) {
    const action = option.action;
    if (action?.type === 'redirect') {
      onRedirect(action.target);
      return;
    }
    const previous = answer && chosenOptions(answer)[0];
    const keepsFiles =
      action?.type === 'fileUpload' &&
      question.answerOptions?.find((item) => item.optionId === previous)?.action?.type === 'fileUpload';
    const next: Answer = {
      questionId: question.questionId,
      answerType: 'option',
      optionId: option.optionId,
      ...(keepsFiles && answer?.fileIds?.length
        ? { fileIds: answer.fileIds, fileMetadata: answer.fileMetadata }
        : {}),
      ...(option.textInput && previous === option.optionId && answer?.optionText
        ? { optionText: answer.optionText }
        : {}),
    };
    const updated = setAnswer(next);
    touch(question.questionId);
    // An option with a file-upload action opens the dialog instead of advancing.
    if (action?.type === 'fileUpload' && question.fileUpload) {
      setUploadFor({ questionId: question.questionId, config: question.fileUpload });
      return;
    }
    // An option asking for words waits for them.
    if (option.textInput) return;
    if (!answerProblem(question, next)) advance(updated);
  }

  function toggle(option: AnswerOption) {
    const picked = chosenOptions(answer);
    const selected = picked.includes(option.optionId)
      ? picked.filter((id) => id !== option.optionId)
      : [...picked, option.optionId];
    if (question.maxSelections !== undefined && selected.length > question.maxSelections) return;
    setAnswer({ questionId: question.questionId, answerType: 'option', selectedOptions: selected });
    touch(question.questionId);
  }

  function setText(text: string) {
    setAnswer({
      ...answer,
      questionId: question.questionId,
      answerType: answer?.fileId && !text ? 'file' : 'text',
      textValue: text,
    });
  }

  async function labelUploads(descriptors: FileDescriptor[]) {
    const target = uploadFor;
    if (!target) return;
    for (const descriptor of descriptors) await addFileMetadata(descriptor.id, target.config.metadata);
    setFileNames((current) => ({
      ...current,
      ...Object.fromEntries(descriptors.map((item) => [item.id, item.originalName || item.fileName])),
    }));
    setAnswers((current) => {
      const existing = current[target.questionId] ?? { questionId: target.questionId, answerType: 'file' };
      const newIds = descriptors.map((item) => item.id);
      const updated: Answer =
        target.config.metadata === 'video-cv'
          ? { ...existing, fileId: newIds[0], fileMetadata: 'video-cv' }
          : { ...existing, fileIds: [...(existing.fileIds ?? []), ...newIds], fileMetadata: 'certificate' };
      return { ...current, [target.questionId]: updated };
    });
  }

  function removeFile(fileId: string) {
    if (!answer) return;
    if (answer.fileId === fileId) {
      const rest = { ...answer };
      delete rest.fileId;
      delete rest.fileMetadata;
      setAnswer({ ...rest, answerType: 'text' });
    } else {
      setAnswer({ ...answer, fileIds: (answer.fileIds ?? []).filter((id) => id !== fileId) });
    }
  }

  async function submit(current: AnswerMap) {
    const list = orderedAnswers(config, current);
    const problems = submissionProblems(config, list);
    const first = problems[0];
    if (first) {
      touch(first.questionId);
      goTo(config.questions.findIndex((item) => item.questionId === first.questionId));
      return;
    }
    setIsSubmitting(true);
    setSubmitError(undefined);
    try {
      await submitQuestionnaire(list);
      completedRef.current = true;
      clearDraft(config);
      onComplete();
    } catch (error) {
      setIsSubmitting(false);
      const perQuestion = serverQuestionErrors(error);
      setServerErrors(perQuestion);
      const firstWrong = config.questions.findIndex((item) => perQuestion[item.questionId]);
      if (firstWrong >= 0) goTo(firstWrong);
      setSubmitError(generalError(error));
    }
  }

  const serverError = serverErrors[question.questionId];
  const shownProblem: Describable | undefined =
    serverError ?? (problem && touched.has(question.questionId) ? problem : undefined);
  const problemText = shownProblem ? describe(shownProblem) : undefined;
  const subtitleId = question.questionSubtitle ? `${ids}-subtitle` : undefined;
  const problemId = `${ids}-problem`;
  const isText = type === 'text' || type === 'rich_text';
  const stepText = t('onboarding.questionnaire.stepOf', { current: index + 1, total });

  return (
    <section aria-labelledby={`${ids}-heading`} className="rounded-sheet bg-surface p-5 shadow-card sm:p-8">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-muted">{stepText}</p>
        <ProgressBar
          value={((index + 1) / total) * 100}
          label={t('onboarding.questionnaire.progress')}
          valueText={stepText}
        />
      </div>

      <h2
        id={`${ids}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-2xl font-extrabold tracking-tight outline-none sm:text-3xl"
      >
        {question.questionTitle}
      </h2>
      {question.questionSubtitle ? (
        <p id={subtitleId} className="mt-2 text-muted">
          {question.questionSubtitle}
        </p>
      ) : null}
      {!question.mandatory ? (
        <p className="mt-1 text-sm font-semibold text-muted">{t('onboarding.questionnaire.optional')}</p>
      ) : null}

      <div className="mt-6">
        {!isSupported ? (
          <Banner tone="error">{t('questionnaire.unsupportedType')}</Banner>
        ) : isText ? (
          <TextQuestion
            key={question.questionId}
            question={question}
            answer={answer}
            error={problemText}
            fileNames={fileNames}
            onText={setText}
            onBlur={() => touch(question.questionId)}
            onOpenUpload={() =>
              question.fileUpload &&
              setUploadFor({ questionId: question.questionId, config: question.fileUpload })
            }
            onRemoveFile={() => answer?.fileId && removeFile(answer.fileId)}
          />
        ) : (
          <>
            <ChoiceQuestion
              key={question.questionId}
              question={question}
              multiple={type === 'multiple_choice'}
              answer={answer}
              describedBy={
                [subtitleId, problemText ? problemId : undefined].filter(Boolean).join(' ') || undefined
              }
              fileNames={fileNames}
              onChoose={choose}
              onToggle={toggle}
              onOptionText={(option, text) =>
                setAnswer({
                  questionId: question.questionId,
                  answerType: 'option',
                  optionId: option.optionId,
                  optionText: text,
                })
              }
              onOpenUpload={() =>
                question.fileUpload &&
                setUploadFor({ questionId: question.questionId, config: question.fileUpload })
              }
              onRemoveFile={removeFile}
            />
            {problemText ? (
              <p id={problemId} role="alert" className="mt-3 text-sm font-medium text-danger">
                {problemText}
              </p>
            ) : null}
          </>
        )}
      </div>

      {submitError ? (
        <Banner tone="error" className="mt-6">
          {describe(submitError)}
        </Banner>
      ) : null}

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button
          variant="secondary"
          icon={<ArrowLeftIcon size={18} />}
          onClick={() => (index === 0 ? onCancel() : goTo(index - 1))}
          disabled={isSubmitting}
        >
          {index === 0 ? t('onboarding.questionnaire.cancel') : t('onboarding.questionnaire.previous')}
        </Button>
        <Button
          onClick={() => advance(answers)}
          disabled={problem !== undefined}
          isLoading={isSubmitting}
          className="sm:min-w-40"
        >
          {isLast ? t('onboarding.questionnaire.submit') : t('onboarding.questionnaire.next')}
          {isLast ? null : <ArrowRightIcon size={18} />}
        </Button>
      </div>
      {isSubmitting ? (
        <p role="status" className="sr-only">
          {t('onboarding.questionnaire.submitting')}
        </p>
      ) : null}

      <QuestionnaireUploadDialog
        upload={uploadFor?.config ?? null}
        onClose={() => setUploadFor(null)}
        onUploaded={labelUploads}
      />
    </section>
  );
}
