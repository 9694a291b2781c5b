import { useTranslation } from '../../../i18n/use-translation.ts';
import { chosenOptions, type Answer } from '#domain/onboarding/answer-rules.ts';
import type { AnswerOption, Question } from '#domain/onboarding/questionnaire.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons.tsx';
import '../texts.ts';

interface ChoiceQuestionProps {
  question: Question;
  multiple: boolean;
  answer: Answer | undefined;
  /** ids of the subtitle and the problem text, for the group's description */
  describedBy?: string;
  /** Names of files uploaded in this visit, by id (a restored draft knows only the ids). */
  fileNames: Record<string, string>;
  onChoose: (option: AnswerOption) => void;
  onToggle: (option: AnswerOption) => void;
  onOptionText: (option: AnswerOption, text: string) => void;
  onOpenUpload: () => void;
  onRemoveFile: (fileId: string) => void;
}

const OPTION_BASE =
  'flex min-h-14 w-full items-center gap-3 rounded-card border-2 px-4 py-3 text-left text-base font-semibold transition-colors';
const OPTION_ON = 'border-paprika bg-paprika-soft text-ink';
const OPTION_OFF = 'border-line bg-surface text-ink hover:border-paprika';

/**
 * Acknowledgement, single- and multiple-choice questions (spec accounts §3): options in a
 * fieldset; a single choice is a pressed button (choosing it may advance, so arrow keys must not
 * choose), a multiple choice a checkbox. An option may ask for a few words or for files.
 */
export function ChoiceQuestion(props: ChoiceQuestionProps) {
  const { t } = useTranslation();
  const { question, multiple, answer, describedBy } = props;
  const options = question.answerOptions ?? [];
  const picked = chosenOptions(answer);
  const max = question.maxSelections;
  const atLimit = multiple && max !== undefined && picked.length >= max;
  const chosen = options.filter((option) => picked.includes(option.optionId));

  return (
    <fieldset aria-describedby={describedBy} className="flex flex-col gap-4">
      <legend className="sr-only">{question.questionTitle}</legend>
      {multiple && max !== undefined ? (
        <p aria-live="polite" className="text-sm font-semibold text-muted">
          {t('onboarding.questionnaire.picked', { count: picked.length, max })}
        </p>
      ) : null}
      <ul className={multiple ? 'grid gap-2 sm:grid-cols-2' : 'flex flex-col gap-2'}>
        {options.map((option) => {
          const isOn = picked.includes(option.optionId);
          return (
            <li key={option.optionId}>
              {multiple ? (
                <label
                  className={`${OPTION_BASE} cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-55 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-paprika-dark ${isOn ? OPTION_ON : OPTION_OFF}`}
                >
                  <input
                    type="checkbox"
                    checked={isOn}
                    disabled={!isOn && atLimit}
                    onChange={() => props.onToggle(option)}
                    className="size-5 shrink-0 accent-paprika outline-none"
                  />
                  <span>{option.optionTitle}</span>
                </label>
              ) : (
                <button
                  type="button"
                  aria-pressed={isOn}
                  onClick={() => props.onChoose(option)}
                  className={`${OPTION_BASE} ${isOn ? OPTION_ON : OPTION_OFF}`}
                >
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${isOn ? 'border-paprika bg-paprika text-white' : 'border-line bg-surface'}`}
                  >
                    {isOn ? <CheckIcon size={14} strokeWidth={3} /> : null}
                  </span>
                  <span>{option.optionTitle}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {chosen.map((option) =>
        option.textInput ? (
          <TextField
            key={`text-${option.optionId}`}
            label={option.textInput.placeholder || t('onboarding.questionnaire.otherSource')}
            value={answer?.optionText ?? ''}
            maxLength={option.textInput.maxLength}
            onChange={(event) => props.onOptionText(option, event.currentTarget.value)}
          />
        ) : null,
      )}
      {chosen.some((option) => option.action?.type === 'fileUpload') ? (
        <CertificateFiles
          fileIds={answer?.fileIds ?? []}
          fileNames={props.fileNames}
          onAdd={props.onOpenUpload}
          onRemove={props.onRemoveFile}
        />
      ) : null}
    </fieldset>
  );
}

function CertificateFiles({
  fileIds,
  fileNames,
  onAdd,
  onRemove,
}: {
  fileIds: string[];
  fileNames: Record<string, string>;
  onAdd: () => void;
  onRemove: (fileId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-card bg-cream p-4">
      {fileIds.length > 0 ? (
        <>
          <p className="font-semibold text-basil">
            {t('onboarding.questionnaire.certificates.uploaded', { count: fileIds.length })}
          </p>
          <ul className="mt-2 flex flex-col gap-1">
            {fileIds.map((id, index) => {
              const name = fileNames[id] ?? t('onboarding.questionnaire.fileFallback', { index: index + 1 });
              return (
                <li key={id} className="flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate">{name}</span>
                  <button
                    type="button"
                    onClick={() => onRemove(id)}
                    aria-label={t('onboarding.questionnaire.certificates.remove', { name })}
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
                  >
                    <CloseIcon size={18} />
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <Button variant="secondary" size="md" className="mt-2" onClick={onAdd}>
        {fileIds.length > 0
          ? t('onboarding.questionnaire.certificates.addMore')
          : t('onboarding.questionnaire.certificates.add')}
      </Button>
    </div>
  );
}
