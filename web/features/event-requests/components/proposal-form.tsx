import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
import type { EventRequestView, ProposalView } from '#domain/event-requests/event-request.response.ts';
import type { ProposalInput } from '#domain/event-requests/event-request.schema.ts';
import { PROPOSAL_LIMITS } from '#domain/event-requests/event-request-rules.ts';
import { parseEuros } from '#domain/money.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { codedError, fieldErrorText, type CodedFieldError } from '../../../lib/form-resolver.ts';
import { useOwnDishes } from '../api/get-own-dishes.ts';
import { useSendProposal } from '../api/send-proposal.ts';
import { useEventFormat } from '../format.ts';
import { PROPOSAL_INCLUDES, useEventLabels } from '../labels.ts';
import {
  DURATIONS,
  NEW_COURSE,
  PROPOSAL_DEFAULTS,
  proposalResolver,
  valuesOfProposal,
  type CourseValues,
  type ProposalValues,
} from '../proposal-values.ts';
import { saveFailure } from '../save-failure.ts';
import { CheckGroup } from './check-group.tsx';
import { CourseFields } from './course-fields.tsx';
import { focusFirstError, FORM_LEGEND, FORM_SECTION } from './form-parts.tsx';

const TOP_FIELDS = ['courses', 'includes', 'price', 'durationMinutes', 'message'] as const;
type TopField = (typeof TOP_FIELDS)[number];

interface ProposalFormProps {
  request: EventRequestView;
  /** The chef's store link, whose dishes a course may name. */
  chefNickname: string | undefined;
  /** The proposal being revised; without it the form sends a first one. */
  proposal?: ProposalView;
  onSaved: (proposal: ProposalView) => void;
  onCancel?: () => void;
}

/**
 * A chef's proposal: the menu's courses, what the price includes, the
 * total price (per guest shown as she types) and the hours she needs; a revision starts from the
 * proposal as sent. Checked with the schema the server uses; its refusals show beside their field.
 */
export function ProposalForm({ request, chefNickname, proposal, onSaved, onCancel }: ProposalFormProps) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const labels = useEventLabels();
  const dishes = useOwnDishes(chefNickname);
  const send = useSendProposal();
  const formRef = useRef<HTMLFormElement>(null);
  const [banner, setBanner] = useState<Describable | null>(null);
  const {
    register,
    control,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProposalValues, unknown, ProposalInput>({
    resolver: proposalResolver,
    defaultValues: proposal ? valuesOfProposal(proposal) : PROPOSAL_DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const courses = useFieldArray({ control, name: 'courses' });
  const [courseValues, price, message] = useWatch({ control, name: ['courses', 'price', 'message'] });
  const isBusy = isSubmitting || send.isPending;

  const field = (name: TopField) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setBanner(null);
      },
    });

  /** A field's own error; the menu's may also sit on its list's root. */
  function topError(name: TopField): CodedFieldError | undefined {
    const error = errors[name] as (CodedFieldError & { root?: CodedFieldError }) | undefined;
    return error?.message ? error : error?.root;
  }

  /** Money and time limits are cents and minutes in the schema: shown as euros and hours. */
  function errorOf(name: TopField): string | undefined {
    const error = topError(name);
    if (!error?.message) return undefined;
    const shown = (value: string | number) => {
      if (typeof value !== 'number') return value;
      if (name === 'price') return format.euro(value);
      return name === 'durationMinutes' ? format.duration(value) : value;
    };
    const params = Object.fromEntries(
      Object.entries(error.params ?? {}).map(([key, value]) => [
        key,
        key === 'min' || key === 'max' ? shown(value) : value,
      ]),
    );
    return fieldErrorText({ ...error, params } as CodedFieldError, name);
  }

  const perGuest = useMemo(() => {
    const cents = parseEuros(price ?? '');
    return cents === null || cents <= 0 ? null : Math.round(cents / Math.max(1, request.guests));
  }, [price, request.guests]);

  async function handleValid(input: ProposalInput) {
    setBanner(null);
    try {
      const target = proposal ? { proposalId: proposal.id } : { requestId: request.id };
      onSaved(await send.mutateAsync({ target, input }));
    } catch (error) {
      const failure = saveFailure(error, TOP_FIELDS);
      for (const [name, text] of Object.entries(failure.fields))
        setError(
          name as TopField,
          codedError(text.code ?? 'forms.validation.invalidFormat', text.params, text.message),
        );
      setBanner(failure.banner ?? null);
      focusFirstError(formRef.current, failure.fields);
    }
  }

  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    if (isBusy) {
      event.preventDefault();
      return;
    }
    void handleSubmit(handleValid, (failed) => focusFirstError(formRef.current, failed))(event);
  }

  const clearCourse = (index: number) => (key: keyof CourseValues) => {
    clearErrors([`courses.${index}.${key}`, 'courses']);
    setBanner(null);
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleFormSubmit} className="flex flex-col gap-6">
      <fieldset className={FORM_SECTION}>
        <legend className={FORM_LEGEND}>{t('eventRequestPages.proposalForm.menu')}</legend>
        <p className="-mt-2 text-sm text-muted">{t('eventRequestPages.proposalForm.menuHint')}</p>
        {courses.fields.map((course, index) => (
          <CourseFields
            key={course.id}
            index={index}
            course={courseValues?.[index] ?? NEW_COURSE}
            errors={errors.courses?.[index] as Partial<Record<keyof CourseValues, FieldError>> | undefined}
            register={register}
            dishes={dishes.data}
            dishesFailed={dishes.isError}
            onChange={clearCourse(index)}
            onRemove={courses.fields.length > 1 ? () => courses.remove(index) : undefined}
          />
        ))}
        {topError('courses') ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {errorOf('courses')}
          </p>
        ) : null}
        {courses.fields.length < PROPOSAL_LIMITS.coursesMax ? (
          <Button
            variant="secondary"
            className="self-start"
            icon={<PlusIcon size={18} />}
            onClick={() => courses.append({ ...NEW_COURSE, allergens: [] })}
          >
            {t('eventRequestPages.proposalForm.addCourse')}
          </Button>
        ) : null}
      </fieldset>

      <fieldset className={FORM_SECTION}>
        <legend className={FORM_LEGEND}>{t('eventRequestPages.proposalForm.terms')}</legend>
        <CheckGroup
          legend={t('eventRequestPages.proposalForm.includes')}
          options={PROPOSAL_INCLUDES.map((value) => ({ value, label: labels.include(value) }))}
          columns="grid-cols-2 sm:grid-cols-4"
          error={errorOf('includes')}
          registration={field('includes')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('eventRequestPages.proposalForm.price', { count: request.guests })}
            hint={
              perGuest === null
                ? t('eventRequestPages.proposalForm.priceHint', { budget: format.euro(request.budgetTotal) })
                : t('eventRequestPages.proposalForm.perGuest', {
                    amount: format.euro(perGuest),
                    budget: format.euro(request.budgetTotal),
                  })
            }
            inputMode="decimal"
            autoComplete="off"
            error={errorOf('price')}
            {...field('price')}
          />
          <SelectField
            label={t('eventRequestPages.proposalForm.duration')}
            hint={t('eventRequestPages.proposalForm.durationHint')}
            options={DURATIONS.map((minutes) => ({
              value: String(minutes),
              label: format.duration(minutes),
            }))}
            error={errorOf('durationMinutes')}
            {...field('durationMinutes')}
          />
        </div>
        <TextAreaField
          label={t('eventRequestPages.proposalForm.message')}
          hint={t('eventRequestPages.proposalForm.messageHint')}
          rows={3}
          maxLength={PROPOSAL_LIMITS.message}
          counter={t('eventRequestPages.form.counter', {
            length: (message ?? '').length,
            max: PROPOSAL_LIMITS.message,
          })}
          error={errorOf('message')}
          {...field('message')}
        />
      </fieldset>

      {banner ? <Banner tone="error">{describe(banner)}</Banner> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" isLoading={isBusy}>
          {proposal
            ? t('eventRequestPages.proposalForm.sendRevision')
            : t('eventRequestPages.proposalForm.send')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" size="lg" onClick={onCancel} disabled={isBusy}>
            {t('eventRequestPages.proposalForm.cancelRevision')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
