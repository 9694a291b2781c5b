import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { taggedText } from '../../../i18n/tagged-text.tsx';
import { CHEF_TERMS_SECTION } from '#domain/content/article-sections.ts';
import { checkPhone, DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES } from '#domain/accounts/phone.ts';
import { CITIES } from '#domain/constants.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { allTexts, fieldMessages } from '../../../lib/api-errors.ts';
import {
  codedError,
  fieldErrorText,
  lazyResolver,
  type CodedFieldError,
} from '../../../lib/form-resolver.ts';
import { useRegisterChef } from '../api/register-chef.ts';
import type { ChefRegistrationValues } from '../chef-registration-schema.ts';
import type { Authorized } from '#domain/accounts/session.response.ts';
import { PasswordRules } from '../../../components/password-rules.tsx';
import '../texts.ts';

const FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'city',
  'phoneNumber',
  'agreeToTerms',
] as const;
type FormField = (typeof FORM_FIELDS)[number];

const EMAIL_EXISTS = 'forms.validation.emailAlreadyExists';

interface Failure {
  fields: Partial<Record<FormField, Describable>>;
  banner?: Describable;
}

/**
 * spec accounts §8 "Registration": no network → pages.auth.networkError; per-field server errors
 * on their fields (identityKey is the form's e-mail); a 404 or a duplicate/already-exists text →
 * forms.validation.emailAlreadyExists; otherwise pages.auth.registrationFailed.
 */
export function registrationFailure(error: unknown): Failure {
  if (!isApiError(error)) return { fields: {}, banner: { code: 'pages.auth.registrationFailed' } };
  if (error.kind === 'network') return { fields: {}, banner: { code: 'pages.auth.networkError' } };
  const fields: Failure['fields'] = {};
  let banner: Describable | undefined;
  for (const [field, message] of Object.entries(fieldMessages(error, { identityKey: 'email' }))) {
    const describable = { code: message.code, params: message.params, message: message.message };
    if ((FORM_FIELDS as readonly string[]).includes(field)) fields[field as FormField] = describable;
    else banner ??= describable;
  }
  const texts = allTexts(error);
  const looksDuplicate =
    error.status === 404 || texts.includes('duplicate') || texts.includes('already exists');
  if (looksDuplicate && !fields.email && !fields.phoneNumber) fields.email = { code: EMAIL_EXISTS };
  if (Object.keys(fields).length > 0) return { fields, banner };
  return { fields: {}, banner: { code: 'pages.auth.registrationFailed' } };
}

interface ChefRegistrationFormProps {
  /** The new chef is signed in; the route stores the session (spec accounts §3). */
  onRegistered: (authorized: Authorized) => void;
}

/** spec accounts §2 /chef-registration: the chef's account form (validated on blur). */
export function ChefRegistrationForm({ onRegistered }: ChefRegistrationFormProps) {
  const { t } = useTranslation();
  const registerChef = useRegisterChef();
  const [banner, setBanner] = useState<Describable | undefined>();
  const resolvers = useMemo(
    () =>
      Object.fromEntries(
        PHONE_COUNTRIES.map((country) => [
          country.language_tag,
          lazyResolver<ChefRegistrationValues>(() =>
            import('../chef-registration-schema.ts').then((schemas) =>
              schemas.chefRegistrationSchema(country.language_tag),
            ),
          ),
        ]),
      ),
    [],
  );
  const resolver: Resolver<ChefRegistrationValues> = (values, context, options) =>
    (resolvers[values.phoneCountry] ?? resolvers[DEFAULT_PHONE_COUNTRY]!)(values, context, options);
  const form = useForm<ChefRegistrationValues>({
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      city: '',
      phoneCountry: DEFAULT_PHONE_COUNTRY,
      phoneNumber: '',
      agreeToTerms: false,
    },
    resolver,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const [password, phoneNumber, phoneCountry] = useWatch({
    control: form.control,
    name: ['password', 'phoneNumber', 'phoneCountry'],
  });
  const countryName = t('onboarding.phone.countryName');
  const phone = phoneNumber.trim() ? checkPhone(phoneNumber, phoneCountry) : undefined;

  function errorText(error: FieldError | undefined, field: FormField): string | undefined {
    if (field !== 'phoneNumber' || !error?.message?.startsWith('forms.phone.'))
      return fieldErrorText(error, field);
    // The phone sentences name the country; use its name in the current language.
    const { params } = error as CodedFieldError;
    return describe({ code: error.message, params: { ...params, country: countryName } });
  }

  async function onSubmit(values: ChefRegistrationValues) {
    setBanner(undefined);
    const checked = checkPhone(values.phoneNumber, values.phoneCountry);
    try {
      const authorized = await registerChef.mutateAsync({
        ...values,
        identityKey: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: checked.ok ? checked.normalized : values.phoneNumber,
      });
      onRegistered(authorized);
    } catch (error) {
      const failure = registrationFailure(error);
      for (const [field, message] of Object.entries(failure.fields)) {
        form.setError(
          field as FormField,
          codedError(message.code ?? message.message ?? '', message.params as never, message.message),
          { shouldFocus: true },
        );
      }
      setBanner(failure.banner);
    }
  }

  const emailExists = errors.email?.message === EMAIL_EXISTS;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      {banner ? <Banner tone="error">{describe(banner)}</Banner> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          error={errorText(errors.firstName, 'firstName')}
          {...register('firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="family-name"
          error={errorText(errors.lastName, 'lastName')}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errorText(errors.email, 'email')}
        {...register('email')}
      />
      {emailExists ? (
        <p className="-mt-3 text-sm">
          <Link
            to="/signin?source=regular_login"
            className="font-semibold text-paprika-dark underline underline-offset-4"
          >
            {t('onboarding.form.logInInstead')}
          </Link>
        </p>
      ) : null}
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        error={errorText(errors.password, 'password')}
        hint={<PasswordRules password={password} />}
        {...register('password')}
      />
      <SelectField
        label={t('fields.city')}
        placeholder={t('onboarding.form.chooseCity')}
        options={CITIES.map((city) => ({ value: city, label: city }))}
        autoComplete="address-level2"
        error={errorText(errors.city, 'city')}
        {...register('city')}
      />
      <PhoneField
        label={t('fields.phoneNumber')}
        countryLabel={t('onboarding.form.phoneCountry')}
        countries={PHONE_COUNTRIES.map((country) => ({
          value: country.language_tag,
          label: t('onboarding.phone.countryOption'),
        }))}
        countryProps={register('phoneCountry')}
        inputProps={{ placeholder: t('onboarding.form.phonePlaceholder'), ...register('phoneNumber') }}
        error={errorText(errors.phoneNumber, 'phoneNumber')}
        valid={phone?.ok ? t('forms.phone.valid', { country: countryName }) : undefined}
      />
      <div className="flex flex-col gap-1">
        <CheckboxField
          label={
            // The terms are the article's fees, cancellations and ratings (spec marketplace §2); a new tab keeps the form.
            taggedText(t('onboarding.form.agreeToTerms'), {
              terms: (words) => (
                <a
                  href={`/assets/about#${CHEF_TERMS_SECTION}`}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-paprika-dark underline"
                >
                  {words}
                </a>
              ),
            })
          }
          error={errorText(errors.agreeToTerms, 'agreeToTerms')}
          {...register('agreeToTerms')}
        />
      </div>
      <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
        {t('onboarding.form.submit')}
      </Button>
    </form>
  );
}
