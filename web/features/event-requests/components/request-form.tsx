import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import type { EventRequestView } from '#domain/event-requests/event-request.response.ts';
import type { EventRequestInput } from '#domain/event-requests/event-request.schema.ts';
import { EVENT_REQUEST_LIMITS } from '#domain/event-requests/event-request-rules.ts';
import { parseEuros } from '#domain/money.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { now } from '../../../lib/clock.ts';
import { codedError, fieldErrorText } from '../../../lib/form-resolver.ts';
import { useSaveEventRequest } from '../api/save-event-request.ts';
import { useEventFormat } from '../format.ts';
import { ALLERGENS, KITCHEN_TYPES, OCCASIONS, useEventLabels } from '../labels.ts';
import {
  clearRequestDraft,
  clearSendAfterSignIn,
  readRequestDraft,
  saveRequestDraft,
} from '../request-draft.ts';
import {
  earliestDate,
  formFieldOf,
  latestDate,
  REQUEST_DEFAULTS,
  REQUEST_FIELD_ORDER,
  requestResolver,
  START_TIMES,
  valuesOfRequest,
  type RequestField,
  type RequestValues,
} from '../request-values.ts';
import { saveFailure } from '../save-failure.ts';
import { CheckGroup } from './check-group.tsx';
import { focusFirstError, FORM_LEGEND, FORM_SECTION } from './form-parts.tsx';

interface RequestFormProps {
  /** The request being changed; without it the form files a new one. */
  request?: EventRequestView;
  signedIn: boolean;
  /** A guest sent the form: the fields are kept, and signing in comes first (then it is sent). */
  onNeedsSignIn: () => void;
  onSaved: (request: EventRequestView) => void;
}

/**
 * The event request: when and where, guests and budget, the food (cuisines,
 * the EU's 14 allergens and other needs), the occasion and a note. Checked with the schema the
 * server uses; the server's own refusals (a city no chef serves, a date too soon) show beside their
 * field in the reader's language. A new request is kept for the tab, so a guest's trip through
 * sign-in loses nothing and sends it on return.
 */
export function RequestForm({ request, signedIn, onNeedsSignIn, onSaved }: RequestFormProps) {
  const { t } = useTranslation();
  const labels = useEventLabels();
  const format = useEventFormat();
  const formRef = useRef<HTMLFormElement>(null);
  const isNew = request === undefined;
  const [draft] = useState(() => (isNew ? readRequestDraft() : undefined));
  const [banner, setBanner] = useState<Describable | null>(null);
  const save = useSaveEventRequest();
  const {
    register,
    handleSubmit,
    control,
    clearErrors,
    setError,
    getValues,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<RequestValues, unknown, EventRequestInput>({
    resolver: requestResolver,
    defaultValues: request ? valuesOfRequest(request) : { ...REQUEST_DEFAULTS, ...draft?.values },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // A new request is kept for this tab as it is typed (request-draft.ts).
  useEffect(() => {
    if (!isNew) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveRequestDraft(values),
    });
  }, [isNew, subscribe]);

  const [guests, budget, budgetKind, cuisines, allergens, note, dietaryNeeds] = useWatch({
    control,
    name: ['guests', 'budget', 'budgetKind', 'cuisines', 'allergens', 'note', 'dietaryNeeds'],
  });
  const isBusy = isSubmitting || save.isPending;
  const errorCount = REQUEST_FIELD_ORDER.filter((name) => errors[name]).length;

  const field = (name: RequestField) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setBanner(null);
      },
    });
  const errorOf = (name: RequestField) => fieldErrorText(errors[name] as FieldError | undefined, name);

  async function handleValid(input: EventRequestInput) {
    setBanner(null);
    if (!signedIn) {
      saveRequestDraft(getValues(), { sendAfterSignIn: true });
      onNeedsSignIn();
      return;
    }
    try {
      const saved = await save.mutateAsync({ requestId: request?.id, input });
      if (isNew) clearRequestDraft();
      onSaved(saved);
    } catch (error) {
      const failure = saveFailure(error, REQUEST_FIELD_ORDER, formFieldOf);
      for (const [name, message] of Object.entries(failure.fields))
        setError(
          name as RequestField,
          codedError(message.code ?? 'forms.validation.invalidFormat', message.params, message.message),
        );
      setBanner(failure.banner ?? null);
      focusFirstError(formRef.current, failure.fields);
    }
  }

  const submit = () => handleSubmit(handleValid, (failed) => focusFirstError(formRef.current, failed));

  // Back from signing in with a request the guest already sent: it is sent now, once.
  const sentOnArrival = useRef(false);
  useEffect(() => {
    if (!signedIn || !draft?.sendAfterSignIn || sentOnArrival.current) return;
    sentOnArrival.current = true;
    clearSendAfterSignIn();
    void submit()();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page opens
  }, [signedIn]);

  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    if (isBusy) {
      event.preventDefault();
      return;
    }
    void submit()(event);
  }

  const budgetHint = useMemo(() => {
    const cents = parseEuros(budget ?? '');
    const count = Number(guests);
    if (cents === null || cents <= 0 || !Number.isInteger(count) || count < 1)
      return t('eventRequestPages.form.budgetHint');
    return budgetKind === 'perPerson'
      ? t('eventRequestPages.form.budgetTotalIs', { amount: format.euro(cents * count), count })
      : t('eventRequestPages.form.budgetPerPersonIs', {
          amount: format.euro(Math.round(cents / count)),
          count,
        });
  }, [budget, budgetKind, guests, format, t]);

  const cities = useCityNames();
  const cuisinesFull = (cuisines?.length ?? 0) >= EVENT_REQUEST_LIMITS.cuisinesMax;
  const today = now();

  return (
    <form ref={formRef} noValidate onSubmit={handleFormSubmit} className="flex flex-col gap-6">
      {!signedIn ? <Banner tone="info">{t('eventRequestPages.form.guestNotice')}</Banner> : null}

      <fieldset className={FORM_SECTION}>
        <legend className={FORM_LEGEND}>{t('eventRequestPages.form.whenWhere')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('eventRequestPages.form.date')}
            hint={t('eventRequestPages.form.dateHint')}
            type="date"
            min={earliestDate(today)}
            max={latestDate(today)}
            error={errorOf('date')}
            {...field('date')}
          />
          <SelectField
            label={t('eventRequestPages.form.time')}
            options={START_TIMES.map((time) => ({ value: time, label: time }))}
            error={errorOf('time')}
            {...field('time')}
          />
          <TextField
            label={t('eventRequestPages.form.city')}
            hint={t('eventRequestPages.form.cityHint')}
            autoComplete="address-level2"
            list="event-request-cities"
            maxLength={EVENT_REQUEST_LIMITS.city}
            error={errorOf('city')}
            {...field('city')}
          />
          <datalist id="event-request-cities">
            {cities.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
          <TextField
            label={t('eventRequestPages.form.address')}
            hint={t('eventRequestPages.form.addressHint')}
            autoComplete="street-address"
            maxLength={EVENT_REQUEST_LIMITS.address}
            error={errorOf('address')}
            {...field('address')}
          />
        </div>
      </fieldset>

      <fieldset className={FORM_SECTION}>
        <legend className={FORM_LEGEND}>{t('eventRequestPages.form.guestsBudget')}</legend>
        <TextField
          label={t('eventRequestPages.form.guests')}
          hint={t('eventRequestPages.form.guestsHint', {
            min: EVENT_REQUEST_LIMITS.guestsMin,
            max: EVENT_REQUEST_LIMITS.guestsMax,
          })}
          inputMode="numeric"
          autoComplete="off"
          className="sm:max-w-48"
          error={errorOf('guests')}
          {...field('guests')}
        />
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{t('eventRequestPages.form.budgetKind')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {(['perPerson', 'total'] as const).map((kind) => (
              <label
                key={kind}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-[:checked]:border-paprika has-[:checked]:bg-paprika-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-paprika"
              >
                <input type="radio" value={kind} className="accent-paprika" {...field('budgetKind')} />
                {t(`eventRequestPages.form.budgetKinds.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={
            budgetKind === 'total'
              ? t('eventRequestPages.form.budgetTotal')
              : t('eventRequestPages.form.budgetPerPerson')
          }
          hint={budgetHint}
          inputMode="decimal"
          autoComplete="off"
          className="sm:max-w-64"
          error={errorOf('budget')}
          {...field('budget')}
        />
      </fieldset>

      <fieldset className={FORM_SECTION}>
        <legend className={FORM_LEGEND}>{t('eventRequestPages.form.food')}</legend>
        <CheckGroup
          legend={t('eventRequestPages.form.cuisines')}
          hint={t('eventRequestPages.form.cuisinesHint', { max: EVENT_REQUEST_LIMITS.cuisinesMax })}
          options={KITCHEN_TYPES.map((value) => ({ value, label: labels.cuisine(value) }))}
          columns="grid-cols-2 sm:grid-cols-3"
          isDisabled={(value) => cuisinesFull && !(cuisines ?? []).includes(value)}
          error={errorOf('cuisines')}
          registration={field('cuisines')}
        />
        <CheckGroup
          legend={t('eventRequestPages.form.allergens')}
          hint={t('eventRequestPages.form.allergensHint')}
          options={ALLERGENS.map((value) => ({ value, label: labels.allergen(value) }))}
          columns="grid-cols-2 sm:grid-cols-3"
          error={errorOf('allergens')}
          registration={field('allergens')}
        />
        {(allergens?.length ?? 0) > 0 ? (
          <p className="text-sm text-muted">
            {t('eventRequestPages.form.allergensChosen', { list: labels.allergenList(allergens ?? []) })}
          </p>
        ) : null}
        <TextAreaField
          label={t('eventRequestPages.form.dietaryNeeds')}
          hint={t('eventRequestPages.form.dietaryNeedsHint')}
          rows={3}
          maxLength={EVENT_REQUEST_LIMITS.dietaryText}
          counter={t('eventRequestPages.form.counter', {
            length: (dietaryNeeds ?? '').length,
            max: EVENT_REQUEST_LIMITS.dietaryText,
          })}
          error={errorOf('dietaryNeeds')}
          {...field('dietaryNeeds')}
        />
      </fieldset>

      <fieldset className={FORM_SECTION}>
        <legend className={FORM_LEGEND}>{t('eventRequestPages.form.occasionSection')}</legend>
        <SelectField
          label={t('eventRequestPages.form.occasion')}
          placeholder={t('eventRequestPages.form.occasionPlaceholder')}
          options={OCCASIONS.map((value) => ({ value, label: labels.occasion(value) }))}
          error={errorOf('occasion')}
          {...field('occasion')}
        />
        <TextAreaField
          label={t('eventRequestPages.form.note')}
          hint={t('eventRequestPages.form.noteHint')}
          rows={4}
          maxLength={EVENT_REQUEST_LIMITS.note}
          counter={t('eventRequestPages.form.counter', {
            length: (note ?? '').length,
            max: EVENT_REQUEST_LIMITS.note,
          })}
          error={errorOf('note')}
          {...field('note')}
        />
      </fieldset>

      {banner ? <Banner tone="error">{describe(banner)}</Banner> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          type="submit"
          size="lg"
          isLoading={isBusy}
          className={errorCount > 0 ? 'bg-danger hover:bg-danger' : ''}
        >
          {errorCount > 0
            ? t('eventRequestPages.form.fixErrors', { count: errorCount })
            : isNew
              ? signedIn
                ? t('eventRequestPages.form.send')
                : t('eventRequestPages.form.signInAndSend')
              : t('eventRequestPages.form.saveChanges')}
        </Button>
        <p className="text-sm text-muted">{t('eventRequestPages.form.sendHint')}</p>
      </div>
    </form>
  );
}

/**
 * The cities the form suggests (domain/availability/service-area.ts), loaded once the form is drawn:
 * the table rides with the cooking-hours screen's chunk, not with the app's list of chunks.
 */
function useCityNames(): readonly string[] {
  const [names, setNames] = useState<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    void import('#domain/availability/service-area.ts')
      .then((module) => live && setNames(module.LITHUANIAN_CITIES.map((city) => city.name)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return names;
}
