import type { FieldError, UseFormRegister } from 'react-hook-form';
import { PROPOSAL_LIMITS } from '#domain/event-requests/event-request-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { fieldErrorText } from '../../../lib/form-resolver.ts';
import type { OwnDish } from '../api/get-own-dishes.ts';
import { ALLERGENS, useEventLabels } from '../labels.ts';
import type { CourseValues, ProposalValues } from '../proposal-values.ts';
import { CheckGroup } from './check-group.tsx';

type CourseErrors = Partial<Record<keyof CourseValues, FieldError>> | undefined;

interface CourseFieldsProps {
  index: number;
  course: CourseValues;
  errors: CourseErrors;
  register: UseFormRegister<ProposalValues>;
  /** The chef's dishes; undefined while they load (or when they could not be). */
  dishes: readonly OwnDish[] | undefined;
  dishesFailed: boolean;
  onChange: (field: keyof CourseValues) => void;
  onRemove?: () => void;
}

/**
 * One course of a proposal: one of the chef's own dishes (its allergens are the dish's), or a course
 * described in words with its allergens declared, "none" being a declaration too.
 */
export function CourseFields({
  index,
  course,
  errors,
  register,
  dishes,
  dishesFailed,
  onChange,
  onRemove,
}: CourseFieldsProps) {
  const { t } = useTranslation();
  const labels = useEventLabels();
  const name = <K extends keyof CourseValues>(field: K) => `courses.${index}.${field}` as const;
  const field = (key: keyof CourseValues) => register(name(key), { onChange: () => onChange(key) });
  const chosenDish = dishes?.find((dish) => String(dish.id) === course.dishId);
  const hasNone = course.allergens.includes('none');
  const hasSome = course.allergens.some((allergen) => allergen !== 'none');
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-field border border-line p-3 sm:p-4">
      <legend className="px-1 font-extrabold text-ink">
        {t('eventRequestPages.proposalForm.course', { number: index + 1 })}
      </legend>
      <div
        role="radiogroup"
        aria-label={t('eventRequestPages.proposalForm.courseKind', { number: index + 1 })}
        className="flex flex-wrap gap-2"
      >
        {(['dish', 'text'] as const).map((kind) => (
          <label
            key={kind}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold has-[:checked]:border-paprika has-[:checked]:bg-paprika-soft has-[:disabled]:cursor-not-allowed has-[:disabled]:text-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-paprika"
          >
            <input
              type="radio"
              value={kind}
              className="accent-paprika"
              disabled={
                kind === 'dish' && dishes !== undefined && dishes.length === 0 && course.kind !== 'dish'
              }
              {...field('kind')}
            />
            {t(`eventRequestPages.proposalForm.kinds.${kind}`)}
          </label>
        ))}
      </div>
      {course.kind === 'dish' && dishes === undefined ? (
        // The select is drawn once the dishes are in, so it shows the dish already chosen.
        <p role="status" className="text-sm text-muted">
          {dishesFailed ? t('eventRequestPages.proposalForm.dishesFailed') : t('eventRequestPages.loading')}
        </p>
      ) : course.kind === 'dish' ? (
        <SelectField
          label={t('eventRequestPages.proposalForm.dish')}
          placeholder={t('eventRequestPages.proposalForm.dishPlaceholder')}
          options={(dishes ?? []).map((dish) => ({ value: String(dish.id), label: dish.title }))}
          hint={
            chosenDish
              ? t('eventRequestPages.proposal.allergens', { list: labels.allergenList(chosenDish.allergens) })
              : t('eventRequestPages.proposalForm.dishHint')
          }
          error={fieldErrorText(errors?.dishId, 'courseDish')}
          {...field('dishId')}
        />
      ) : (
        <>
          <TextField
            label={t('eventRequestPages.proposalForm.title')}
            maxLength={PROPOSAL_LIMITS.courseTitle}
            error={fieldErrorText(errors?.title, 'courseTitle')}
            {...field('title')}
          />
          <TextAreaField
            label={t('eventRequestPages.proposalForm.description')}
            rows={2}
            maxLength={PROPOSAL_LIMITS.courseDescription}
            error={fieldErrorText(errors?.description, 'courseDescription')}
            {...field('description')}
          />
          <CheckGroup
            legend={t('eventRequestPages.proposalForm.allergens')}
            hint={t('eventRequestPages.proposalForm.allergensHint')}
            options={[
              { value: 'none', label: t('eventRequestPages.allergens.none') },
              ...ALLERGENS.map((value) => ({ value, label: labels.allergen(value) })),
            ]}
            columns="grid-cols-2 sm:grid-cols-3"
            // "None" and a named allergen exclude each other; a ticked box always stays free to untick.
            isDisabled={(value) =>
              !course.allergens.includes(value) && (value === 'none' ? hasSome : hasNone)
            }
            error={fieldErrorText(errors?.allergens, 'courseAllergens')}
            registration={field('allergens')}
          />
        </>
      )}
      {onRemove ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={onRemove}>
          {t('eventRequestPages.proposalForm.removeCourse', { number: index + 1 })}
        </Button>
      ) : null}
    </fieldset>
  );
}
