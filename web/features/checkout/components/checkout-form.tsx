import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { countyOfCity, isCountyName } from '#domain/addresses/counties.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { CartItem } from '#domain/cart/cart.ts';
import { CHECKOUT_LIMITS } from '#domain/orders/checkout-rules.ts';
import { earliestServiceMs, type ServiceLine } from '#domain/orders/service-rules.ts';
import type { SavedAddress } from '#domain/addresses/saved-addresses.ts';
import { SavedAddressPicker } from './saved-address-picker.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import type { Describable } from '../../../i18n/describe.ts';
import { now } from '../../../lib/clock.ts';
import { codedError, fieldErrorText } from '../../../lib/form-resolver.ts';
import '../texts.ts';
import { useCreateOrder, type CreatedOrder } from '../api/create-order.ts';
import { useOrderFees } from '../api/get-order-fees.ts';
import { useServiceSlotsRefresh } from '../api/get-service-slots.ts';
import {
  CHECKOUT_DEFAULTS,
  CHECKOUT_FIELD_ORDER,
  checkoutResolver,
  toLocalInput,
  type CheckoutContext,
  type CheckoutData,
  type CheckoutField,
  type CheckoutValues,
} from '../checkout-values.ts';
import { createOrderFailure, SLOT_CODES } from '../create-order-failure.ts';
import { orderKey, readDraft, saveDraft } from '../checkout-draft.ts';
import { estimateFees, toOrderLines } from '../order-lines.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { PaymentChoiceField } from './payment-choice-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { formatInstant } from '#domain/i18n/dates.ts';

/**
 * The day-and-time picker arrives with its calendar after the form: the route stays light.
 * The checkout is never drawn by the server, so a plain lazy part is enough (no lazyPart wait).
 */
const ServiceSlotPicker = lazyPart(() =>
  import('../slot-picker/service-slot-picker.tsx').then((module) => ({ default: module.ServiceSlotPicker })),
);

interface CheckoutFormProps {
  items: readonly CartItem[];
  /**
   * The order exists: the caller continues to payment (signed in) or to order linking (guest), with
   * the guest's e-mail when it was asked for.
   */
  onCreated: (order: CreatedOrder, email?: string) => void;
  /** A guest gives the e-mail the order-linking PIN is sent to. */
  askEmail?: boolean;
}

const SECTION = 'flex flex-col gap-4 rounded-card bg-surface p-4 shadow-card sm:p-6';
const LEGEND = 'float-left mb-1 w-full text-xl font-extrabold text-ink';

function countErrors(errors: FieldErrors<CheckoutValues>): number {
  return CHECKOUT_FIELD_ORDER.filter((field) => errors[field]).length;
}

/**
 * The checkout form (spec marketplace §2, §5): delivery address, order details and the summary with
 * the server's fees. A failed submit scrolls to and focuses the first field with an error and turns
 * the submit button red with the number of errors; editing a field clears its error. The order is
 * created once per checkout: the button is disabled while it is sent, and every Place order of this
 * tab (a retry, or again after Back or a reload) sends the same Idempotency-Key until the order is
 * paid, so neither a double click nor a round trip makes two orders. The fields are kept for the tab
 * (checkout-draft.ts).
 */
export function CheckoutForm({ items, onCreated, askEmail = false }: CheckoutFormProps) {
  const { t, i18n } = useTranslation();
  // The dishes the service rules check the date and city against, as of the last render.
  const serviceLinesRef = useRef<readonly ServiceLine[]>([]);
  const resolver = useCallback<Resolver<CheckoutValues, CheckoutContext, CheckoutData>>(
    (values, _context, options) =>
      checkoutResolver(values, { askEmail, lines: serviceLinesRef.current }, options),
    [askEmail],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [banner, setBanner] = useState<Describable | null>(null);
  // What this tab filled in for this cart before Back or a reload (checkout-draft.ts).
  const [draft] = useState(() => readDraft(items));
  const {
    register,
    handleSubmit,
    control,
    clearErrors,
    setError,
    setValue,
    getValues,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues, CheckoutContext, CheckoutData>({
    resolver,
    // The spec's address title comes prefilled: most orders go home.
    defaultValues: { ...CHECKOUT_DEFAULTS, title: t('checkout.address.titleDefault'), ...draft },
    mode: 'onSubmit',
    // spec: an error clears when its field is edited (not re-checked while typing).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  // Every change is kept for this tab, so Back from the next page or a reload loses nothing.
  useEffect(() => {
    // subscribe, not watch: the same values on every change, and memoizable by the React Compiler.
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(itemsRef.current, values as Partial<CheckoutValues>),
    });
  }, [subscribe]);
  const payInCash = useWatch({ control, name: 'payInCash' });
  const commentary = useWatch({ control, name: 'commentary' }) ?? '';
  const serviceDate = useWatch({ control, name: 'serviceDeliveryDate' }) ?? '';
  const refreshServiceSlots = useServiceSlotsRefresh();
  const productIds = useMemo(
    () => items.map((item) => Number(item.productId)).filter(Number.isInteger),
    [items],
  );
  const lines = useMemo(() => toOrderLines(items), [items]);
  const fees = useOrderFees(lines, payInCash);
  // The server's view of each dish once it answers; until then the cart's own preparation times
  // (a chef's city is then checked by the server alone).
  const serviceLines = useMemo<readonly ServiceLine[]>(
    () =>
      fees.data?.dishes ??
      items.map((item) => ({ title: item.title, preparationMinutes: item.preparationMinutes })),
    [fees.data, items],
  );
  useEffect(() => {
    serviceLinesRef.current = serviceLines;
  }, [serviceLines]);
  // The first time the picker offers, once it has: the notice alone could name a time no chef
  // takes (at 23:00, two in the morning).
  const [firstOpen, setFirstOpen] = useState<number | null>(null);
  const earliest = Math.max(earliestServiceMs(now(), serviceLines), firstOpen ?? 0);
  const minDate = toLocalInput(earliest);
  const createOrder = useCreateOrder();
  const errorCount = countErrors(errors);
  // Once the order exists the form stays busy until the caller moves on: the re-render that ends
  // isSubmitting can land before the caller's navigation does, and a second click
  // in between would make a second order under a new Idempotency-Key.
  const isBusy = isSubmitting || createOrder.isPending || createOrder.isSuccess;

  const field = (name: CheckoutField) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setBanner(null);
      },
    });
  const errorOf = (name: CheckoutField) => fieldErrorText(errors[name], name);
  // The county follows the city unless the customer typed one of their own.
  const cityField = register('city', {
    onChange: () => {
      clearErrors('city');
      setBanner(null);
      const county = countyOfCity(getValues('city')) ?? '';
      const state = getValues('state');
      if (state === '' || isCountyName(state)) {
        setValue('state', county);
        if (county) clearErrors('state');
      }
    },
  });

  /** An earlier address picked: its fields filled in, still editable. */
  function fillAddress(address: SavedAddress) {
    for (const name of ['title', 'formatted_address', 'city', 'state', 'postalCode', 'phone'] as const) {
      setValue(name, address[name]);
      clearErrors(name);
    }
    setBanner(null);
  }

  function focusFirstError(failed: Partial<Record<CheckoutField, unknown>>) {
    const first = CHECKOUT_FIELD_ORDER.find((name) => failed[name]);
    if (!first) return;
    const element = formRef.current?.elements.namedItem(first);
    if (!(element instanceof HTMLElement)) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }

  async function handleValid(data: CheckoutData) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBanner(null);
    try {
      // The tab's key until the order is paid: Place order again after Back or a reload is the
      // same request, and the server answers the order it placed (or replaces it when changed).
      const order = await createOrder.mutateAsync({ lines, form: data, idempotencyKey: orderKey() });
      if (data.email === undefined) onCreated(order);
      else onCreated(order, data.email);
    } catch (error) {
      const failure = createOrderFailure(
        error,
        (productId) => items.find((item) => item.productId === productId)?.title,
      );
      for (const [name, message] of Object.entries(failure.fields)) {
        setError(
          name as CheckoutField,
          codedError(message.code ?? 'forms.validation.invalidFormat', message.params, message.message),
        );
      }
      setBanner(failure.banner ?? null);
      // The time was taken meanwhile (or is no longer open): offer what is open now.
      const dateCode = failure.fields.serviceDeliveryDate?.code;
      if (dateCode && SLOT_CODES.has(dateCode)) {
        void refreshServiceSlots();
      }
      focusFirstError(failure.fields);
    } finally {
      inFlight.current = false;
    }
  }

  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    // spec marketplace §5: submitting with an empty cart says so instead of validating.
    if (items.length === 0) {
      event.preventDefault();
      setBanner({ code: 'pages.checkout.cartEmpty' });
      return;
    }
    if (inFlight.current || isBusy) {
      event.preventDefault();
      return;
    }
    void handleSubmit(handleValid, focusFirstError)(event);
  }

  const shownFees = fees.data?.fees ?? estimateFees(items, payInCash);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleFormSubmit}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start"
    >
      <div className="flex flex-col gap-6">
        {askEmail ? (
          <fieldset className={SECTION}>
            <legend className={LEGEND}>{t('checkout.contact.legend')}</legend>
            <TextField
              label={t('checkout.contact.email')}
              hint={t('checkout.contact.emailHint')}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              error={errorOf('email')}
              {...field('email')}
            />
          </fieldset>
        ) : null}
        <fieldset className={SECTION}>
          <legend className={LEGEND}>{t('checkout.address.legend')}</legend>
          {askEmail ? null : <SavedAddressPicker onPick={fillAddress} />}
          <TextField
            label={t('checkout.address.title')}
            hint={t('checkout.address.titleHint')}
            maxLength={CHECKOUT_LIMITS.title}
            error={errorOf('title')}
            {...field('title')}
          />
          <TextField
            label={t('checkout.address.formattedAddress')}
            hint={t('checkout.address.formattedAddressHint')}
            autoComplete="street-address"
            maxLength={CHECKOUT_LIMITS.formattedAddress}
            error={errorOf('formatted_address')}
            {...field('formatted_address')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('checkout.address.city')}
              autoComplete="address-level2"
              maxLength={CHECKOUT_LIMITS.field}
              error={errorOf('city')}
              {...cityField}
            />
            <TextField
              label={t('checkout.address.state')}
              autoComplete="address-level1"
              maxLength={CHECKOUT_LIMITS.field}
              error={errorOf('state')}
              {...field('state')}
            />
            <TextField
              label={t('checkout.address.postalCode')}
              autoComplete="postal-code"
              maxLength={20}
              error={errorOf('postalCode')}
              {...field('postalCode')}
            />
            <TextField
              label={t('checkout.address.phone')}
              hint={t('checkout.address.phoneHint')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={32}
              error={errorOf('phone')}
              {...field('phone')}
            />
          </div>
        </fieldset>

        <fieldset className={SECTION}>
          <legend className={LEGEND}>{t('checkout.slots.legend')}</legend>
          <p className="-mt-2 text-muted">{t('checkout.slots.lead')}</p>
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <ServiceSlotPicker
              productIds={productIds}
              value={serviceDate}
              onFirstOpen={setFirstOpen}
              onPick={(instant) => {
                setValue('serviceDeliveryDate', toLocalInput(instant), { shouldDirty: true });
                clearErrors('serviceDeliveryDate');
                setBanner(null);
              }}
            />
          </Suspense>
          <TextField
            label={t('checkout.details.serviceDate')}
            hint={t('checkout.details.serviceDateHint', {
              // On the device's clock, as the date-time field beside it is.
              earliest: formatInstant(earliest, 'dateTime', i18n.resolvedLanguage, { clock: 'device' }),
            })}
            type="datetime-local"
            min={minDate}
            error={errorOf('serviceDeliveryDate')}
            {...field('serviceDeliveryDate')}
          />
        </fieldset>

        <fieldset className={SECTION}>
          <legend className={LEGEND}>{t('checkout.details.legend')}</legend>
          <PaymentChoiceField
            payInCash={payInCash}
            onChange={(choice) => {
              setValue('payInCash', choice, { shouldDirty: true });
              setBanner(null);
            }}
          />
          <div className="flex flex-col gap-1">
            <CheckboxField label={t('checkout.details.cateringRequired')} {...field('cateringRequired')} />
            <p className="pl-8 text-sm text-muted">{t('checkout.details.cateringHint')}</p>
          </div>
          <TextAreaField
            label={t('checkout.details.commentary')}
            hint={t('checkout.details.commentaryHint')}
            rows={4}
            maxLength={CHECKOUT_LIMITS.commentary}
            counter={t('checkout.details.counter', {
              length: commentary.length,
              max: CHECKOUT_LIMITS.commentary,
            })}
            error={errorOf('commentary')}
            {...field('commentary')}
          />
        </fieldset>
      </div>

      <CheckoutSummary
        className={`${SECTION} lg:sticky lg:top-20`}
        items={items}
        fees={shownFees}
        payInCash={payInCash}
        feesUpdating={fees.isFetching}
        feesFailed={fees.isError}
        onRetryFees={() => void fees.refetch()}
        banner={banner}
        isBusy={isBusy}
        errorCount={errorCount}
      />
    </form>
  );
}
