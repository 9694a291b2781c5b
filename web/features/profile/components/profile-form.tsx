import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { checkPhone, DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES } from '#domain/accounts/phone.ts';
import { ABOUT_MAX, needsCertificate } from '#domain/chefs/chef-profile-rules.ts';
import { isAutoNickname, nicknameFromNames } from '#domain/chefs/nickname.ts';
import { CITIES } from '#domain/constants.ts';
import type { Answer } from '#domain/onboarding/answer-rules.ts';
import { chefQuestionnaire } from '#domain/onboarding/questionnaire.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import {
  codedError,
  fieldErrorText,
  lazyResolver,
  type CodedFieldError,
} from '../../../lib/form-resolver.ts';
import { getValid } from '../../../lib/storage.ts';
import { showToast } from '../../../lib/toast.ts';
import { checkName } from '../api/check-name.ts';
import {
  ADDRESS_COUNTRY,
  initialValues,
  savePlan,
  sectionsOf,
  type ProfileMode,
  type ProfileValues,
} from '../profile-values.ts';
import { runSavePlan, saveFailure, type ProfileApi } from '../save-profile.ts';
import type { Address, MerchantInfo, UserInfo } from '../types.ts';
import { useNameAvailability } from '../use-name-availability.ts';
import { CertificatesField } from './certificates-field.tsx';
import { FormSection } from './form-section.tsx';
import { KitchenTypePicker } from './kitchen-type-picker.tsx';
import { NicknameField } from './nickname-field.tsx';
import { VideoCvField } from './video-cv-field.tsx';
import '../texts.ts';

/** spec accounts §4, §9: after a successful save the page moves on after 6 seconds. */
export const REDIRECT_AFTER_SAVE_MS = 6000;

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'country',
  'city',
  'phoneNumber',
  'nickname',
  'about',
  'hourRate',
  'kitchenType',
  'culinaryTraining',
  'professionalExperience',
  'socialNetworkURL',
  'website',
  'foodBusinessNumber',
] as const;
type Field = (typeof FIELDS)[number];

export type SaveStatus = 'idle' | 'loading' | 'success' | 'error';

interface ProfileFormProps {
  mode: ProfileMode;
  user: UserInfo;
  address: Address | null;
  merchant: MerchantInfo | null;
  /** The application's answers, which fill empty chef fields in registration mode. */
  answers?: readonly Answer[];
  /** After a save: refresh the stored session (valid, legalInfo) and the loaded data. */
  onSaved?: () => Promise<void> | void;
  /** Reload the merchant info (new certificates). */
  onFilesChanged?: () => void;
  api?: ProfileApi;
}

/**
 * The profile form of spec accounts §2 and §4: personal details and address, and in chef-profile
 * mode the chef section. Saving runs merchant → user → address; a server field error stops it
 * and lands on its field. In registration mode the profile link follows the names until edited.
 */
export function ProfileForm({
  mode,
  user,
  address,
  merchant,
  answers,
  onSaved,
  onFilesChanged,
  api,
}: ProfileFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sections = sectionsOf(mode);
  const [baseline, setBaseline] = useState(() => initialValues(user, address, merchant, mode, answers));
  const [videoUrl, setVideoUrl] = useState(merchant?.videoCv?.url);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [banner, setBanner] = useState<Describable | undefined>();
  const [notice, setNotice] = useState<'toDishes' | 'toMarketplace' | 'awaitingModeration' | undefined>();
  const [names, setNames] = useState({ first: baseline.firstName, last: baseline.lastName });
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  // spec accounts §4: the page moves on 6 seconds after a successful save (unless the chef cancels).
  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => void navigate(redirectTo), REDIRECT_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  const resolvers = useMemo(
    () =>
      Object.fromEntries(
        PHONE_COUNTRIES.map((country) => [
          country.language_tag,
          lazyResolver<ProfileValues>(() =>
            import('../profile-schema.ts').then((schemas) =>
              schemas.profileSchema(mode, country.language_tag),
            ),
          ),
        ]),
      ),
    [mode],
  );
  const resolver: Resolver<ProfileValues> = (values, context, options) =>
    (resolvers[values.phoneCountry] ?? resolvers[DEFAULT_PHONE_COUNTRY]!)(values, context, options);
  const form = useForm<ProfileValues>({ defaultValues: baseline, resolver, mode: 'onTouched' });
  const { register, handleSubmit, formState, setValue, getValues, control } = form;
  const { errors } = formState;
  const [nickname, about, culinaryTraining, videoCVFileId, phoneNumber, phoneCountry] = useWatch({
    control,
    name: ['nickname', 'about', 'culinaryTraining', 'videoCVFileId', 'phoneNumber', 'phoneCountry'],
  });
  const availability = useNameAvailability(nickname, sections.chef);

  const label = (field: string) =>
    (FIELDS as readonly string[]).includes(field) ? t(`profileForm.fields.${field as Field}`) : field;
  const phoneCountryName = t('profileForm.chef.phoneCountryName');
  function errorText(error: FieldError | undefined, field: Field): string | undefined {
    if (!error?.message?.startsWith('forms.phone.')) return fieldErrorText(error, label(field));
    // The phone sentences name the country; use its name in the current language.
    const { params } = error as CodedFieldError;
    return describe({ code: error.message, params: { ...params, country: phoneCountryName } });
  }

  // spec accounts §4: the profile link follows first+last name until the chef edits it away.
  function followNames() {
    if (!mode.registration) return;
    const first = getValues('firstName');
    const last = getValues('lastName');
    setNames({ first, last });
    if (isAutoNickname(getValues('nickname'), names.first, names.last)) {
      setValue('nickname', nicknameFromNames(first, last), {
        shouldDirty: true,
        shouldValidate: form.getFieldState('nickname').isTouched,
      });
    }
  }

  // spec accounts §4: in registration mode, merchant fields without a profile link cannot be saved.
  const merchantFieldsFilled = Boolean(
    about.trim() ||
    merchant?.personalTaxNumber ||
    merchant?.govRegistryURL ||
    merchant?.allowedInternetAddress,
  );
  const isSaveBlocked = mode.registration && merchantFieldsFilled && !nickname.trim();

  async function isNameTaken(name: string): Promise<boolean> {
    if (availability.name === name && availability.status === 'available') return false;
    if (availability.name === name && availability.status === 'taken') return true;
    try {
      return !(await checkName(name));
    } catch {
      return false; // the server checks again when saving
    }
  }

  async function onValid(values: ProfileValues) {
    setBanner(undefined);
    setNotice(undefined);
    setRedirectTo(null);
    if (sections.chef && (await isNameTaken(values.nickname.trim()))) {
      form.setError('nickname', codedError('forms.validation.nameNotAvailable'), { shouldFocus: true });
      setBanner({ code: 'errors.validationFailed' });
      return;
    }
    setStatus('loading');
    try {
      await runSavePlan(savePlan(values, mode, baseline.videoCVFileId), api);
    } catch (error) {
      console.error('Saving the profile failed', error);
      const failure = saveFailure(error, FIELDS, label);
      for (const [field, message] of Object.entries(failure.fields)) {
        form.setError(
          field as Field,
          codedError(message.code ?? '', message.params as never, message.message),
          {
            shouldFocus: true,
          },
        );
      }
      setBanner(failure.banner);
      setStatus('error');
      return;
    }
    // spec accounts §4: the profile-updated message, errors and touched flags cleared, data reloaded.
    setStatus('success');
    showToast('success', 'profileForm.status.updated');
    setBaseline(values);
    form.reset(values);
    await onSaved?.();
    if (!sections.chef) {
      setNotice('toMarketplace');
      setRedirectTo('/mp');
    } else if (getValid()) {
      setNotice('toDishes');
      setRedirectTo('/product');
    } else {
      setNotice('awaitingModeration');
    }
  }

  function cancel() {
    setRedirectTo(null);
    form.reset(baseline);
    setNames({ first: baseline.firstName, last: baseline.lastName });
    setVideoUrl(merchant?.videoCv?.url);
    setBanner(undefined);
    setNotice(undefined);
    setStatus('idle');
  }

  const language = currentLanguage();
  const questions = useMemo(() => chefQuestionnaire(language).questions, [language]);
  const optionsOf = (questionId: number) =>
    (questions.find((question) => question.questionId === questionId)?.answerOptions ?? []).map((option) => ({
      value: String(option.optionId),
      label: option.optionTitle,
    }));
  const storePrefix = `${typeof window === 'undefined' ? '' : window.location.origin}/store/`;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, () => setBanner({ code: 'errors.validationFailed' }))}
      className="flex flex-col gap-6"
    >
      {banner ? <Banner tone="error">{describe(banner)}</Banner> : null}

      {sections.personal ? (
        <FormSection title={t('profileForm.personal.title')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={label('firstName')}
              autoComplete="given-name"
              error={errorText(errors.firstName, 'firstName')}
              {...register('firstName', { onChange: followNames })}
            />
            <TextField
              label={label('lastName')}
              autoComplete="family-name"
              error={errorText(errors.lastName, 'lastName')}
              {...register('lastName', { onChange: followNames })}
            />
          </div>
          <TextField
            label={label('email')}
            type="email"
            readOnly
            hint={t('profileForm.personal.emailHint')}
            {...register('email')}
          />
        </FormSection>
      ) : null}

      {sections.address ? (
        <FormSection title={t('profileForm.address.title')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label={label('country')}
              options={[{ value: ADDRESS_COUNTRY, label: t('profileForm.address.lithuania') }]}
              autoComplete="country"
              {...register('country')}
            />
            <SelectField
              label={label('city')}
              placeholder={t('profileForm.choose')}
              options={CITIES.map((city) => ({ value: city, label: city }))}
              autoComplete="address-level2"
              error={errorText(errors.city, 'city')}
              {...register('city')}
            />
          </div>
        </FormSection>
      ) : null}

      {sections.chef ? (
        <FormSection title={t('profileForm.chef.title')}>
          <PhoneField
            label={label('phoneNumber')}
            countryLabel={t('profileForm.chef.phoneCountry')}
            countries={PHONE_COUNTRIES.map((country) => ({
              value: country.language_tag,
              label: t('profileForm.chef.phoneCountryOption'),
            }))}
            countryProps={register('phoneCountry')}
            inputProps={{ placeholder: t('profileForm.chef.phonePlaceholder'), ...register('phoneNumber') }}
            error={errorText(errors.phoneNumber, 'phoneNumber')}
            valid={
              phoneNumber.trim() && checkPhone(phoneNumber, phoneCountry).ok
                ? t('forms.phone.valid', { country: phoneCountryName })
                : undefined
            }
          />
          <NicknameField
            label={label('nickname')}
            prefix={storePrefix}
            hint={t('profileForm.hints.nickname')}
            availability={errors.nickname ? 'idle' : availability.status}
            error={errorText(errors.nickname, 'nickname')}
            {...register('nickname')}
          />
          <TextAreaField
            label={label('about')}
            rows={4}
            maxLength={ABOUT_MAX}
            hint={t('profileForm.hints.about')}
            counter={`${about.length} / ${ABOUT_MAX}`}
            error={errorText(errors.about, 'about')}
            {...register('about')}
          />
          <TextField
            label={label('hourRate')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('profileForm.hints.hourRate')}
            addon={<span className="shrink-0 text-muted">{t('profileForm.chef.perHour')}</span>}
            error={errorText(errors.hourRate, 'hourRate')}
            {...register('hourRate')}
          />
          <Controller
            control={control}
            name="kitchenType"
            render={({ field }) => (
              <KitchenTypePicker
                label={label('kitchenType')}
                hint={t('profileForm.hints.kitchenType')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorText(errors.kitchenType as FieldError | undefined, 'kitchenType')}
              />
            )}
          />
          <SelectField
            label={label('culinaryTraining')}
            placeholder={t('profileForm.choose')}
            options={optionsOf(4)}
            {...register('culinaryTraining')}
          />
          {needsCertificate(Number(culinaryTraining) || null) ? (
            <CertificatesField
              label={t('profileForm.fields.certificates')}
              certificates={merchant?.certificates ?? []}
              onUploaded={() => onFilesChanged?.()}
            />
          ) : null}
          <SelectField
            label={label('professionalExperience')}
            placeholder={t('profileForm.choose')}
            options={optionsOf(5)}
            {...register('professionalExperience')}
          />
          <TextField
            label={label('socialNetworkURL')}
            type="url"
            inputMode="url"
            autoCapitalize="none"
            hint={t('profileForm.hints.socialNetworkURL')}
            error={errorText(errors.socialNetworkURL, 'socialNetworkURL')}
            {...register('socialNetworkURL')}
          />
          <TextField
            label={label('website')}
            type="url"
            inputMode="url"
            autoCapitalize="none"
            hint={t('profileForm.hints.website')}
            error={errorText(errors.website, 'website')}
            {...register('website')}
          />
          <TextField
            label={label('foodBusinessNumber')}
            autoCapitalize="characters"
            hint={t('profileForm.hints.foodBusinessNumber')}
            error={errorText(errors.foodBusinessNumber, 'foodBusinessNumber')}
            {...register('foodBusinessNumber')}
          />
          <VideoCvField
            label={t('profileForm.fields.videoCv')}
            fileId={videoCVFileId}
            initialFileId={baseline.videoCVFileId}
            url={videoUrl}
            onChange={(fileId, url) => {
              setValue('videoCVFileId', fileId, { shouldDirty: true });
              if (url) setVideoUrl(url);
            }}
          />
        </FormSection>
      ) : null}

      {notice ? (
        <Banner tone={notice === 'awaitingModeration' ? 'info' : 'success'}>
          {t(`profileForm.status.${notice}`)}
        </Banner>
      ) : null}
      <div className="sticky bottom-0 z-20 -mx-4 flex flex-col gap-3 border-t border-line bg-cream/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:border-0 sm:bg-transparent sm:p-0">
        <p
          role="status"
          className={`text-sm font-semibold sm:mr-auto ${status === 'error' ? 'text-danger' : status === 'success' ? 'text-basil' : 'text-muted'}`}
        >
          {status === 'loading'
            ? t('profileForm.status.saving')
            : status === 'success'
              ? t('profileForm.status.saved')
              : status === 'error'
                ? t('profileForm.status.error')
                : ''}
        </p>
        <div className="flex gap-3">
          <Button
            variant="secondary"
            className="flex-1 sm:flex-none"
            onClick={cancel}
            disabled={status === 'loading'}
          >
            {t('profileForm.actions.cancel')}
          </Button>
          <Button
            type="submit"
            className="flex-1 sm:min-w-36 sm:flex-none"
            isLoading={status === 'loading' || formState.isSubmitting}
            disabled={isSaveBlocked}
          >
            {t('profileForm.actions.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
