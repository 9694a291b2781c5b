import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Answer } from '#domain/onboarding/answer-rules.ts';
import { DEFAULT_TEXT_MAX, TEXT_ANSWER_MIN, type Question } from '#domain/onboarding/questionnaire.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import '../texts.ts';

interface TextQuestionProps {
  question: Question;
  answer: Answer | undefined;
  /** Already translated problem text, shown once the chef has left the field. */
  error?: string;
  fileNames: Record<string, string>;
  onText: (text: string) => void;
  onBlur: () => void;
  onOpenUpload: () => void;
  onRemoveFile: () => void;
}

/**
 * Text and rich-text questions (spec accounts §4, §5): saved on every keystroke, at least 10
 * characters (when mandatory) and at most the question's maximum, with a live counter. Question 7
 * also takes an optional video CV.
 */
export function TextQuestion({
  question,
  answer,
  error,
  fileNames,
  onText,
  onBlur,
  onOpenUpload,
  onRemoveFile,
}: TextQuestionProps) {
  const { t } = useTranslation();
  const max = question.textInput?.maxLength ?? DEFAULT_TEXT_MAX;
  const multiline = question.textInput?.multiline ?? true;
  const value = answer?.textValue ?? '';
  const hint = question.mandatory
    ? t('onboarding.questionnaire.minHint', { min: TEXT_ANSWER_MIN })
    : t('onboarding.questionnaire.optional');
  const common = {
    label: question.questionTitle,
    value,
    maxLength: max,
    placeholder: question.textInput?.placeholder,
    error,
    onBlur,
  };
  const video = question.fileUpload?.metadata === 'video-cv' ? question.fileUpload : undefined;

  return (
    <div className="flex flex-col gap-4">
      {multiline ? (
        <TextAreaField
          {...common}
          labelHidden
          rows={question.questionType === 'rich_text' ? 8 : 5}
          hint={hint}
          counter={t('onboarding.questionnaire.counter', { count: value.length, max })}
          onChange={(event) => onText(event.currentTarget.value)}
        />
      ) : (
        <TextField
          {...common}
          hint={`${hint} ${t('onboarding.questionnaire.counter', { count: value.length, max })}`}
          onChange={(event) => onText(event.currentTarget.value)}
        />
      )}
      {video ? (
        <div className="rounded-card bg-cream p-4">
          {answer?.fileId ? (
            <div className="flex items-center justify-between gap-2">
              <p className="min-w-0 truncate font-semibold text-basil">
                {t('onboarding.questionnaire.video.uploaded', {
                  name: fileNames[answer.fileId] ?? t('onboarding.questionnaire.fileFallback', { index: 1 }),
                })}
              </p>
              <button
                type="button"
                onClick={onRemoveFile}
                aria-label={t('onboarding.questionnaire.video.remove')}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
              >
                <CloseIcon size={18} />
              </button>
            </div>
          ) : (
            <Button variant="secondary" onClick={onOpenUpload}>
              {t('onboarding.questionnaire.video.add')}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
