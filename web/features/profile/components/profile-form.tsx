import { useMemo } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { checkPhone, PHONE_COUNTRIES } from '#domain/accounts/phone.ts';
import { ABOUT_MAX, needsCertificate } from '#domain/chefs/chef-profile-rules.ts';
import { CITIES } from '#domain/constants.ts';
import { chefQuestionnaire } from '#domain/onboarding/questionnaire.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { describe } from '../../../i18n/describe.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { fieldErrorText, type CodedFieldError } from '../../../lib/form-resolver.ts';
import { ADDRESS_COUNTRY } from '../profile-values.ts';
import { useProfileForm, type ProfileField, type ProfileFormOptions } from '../use-profile-form.ts';
import { CertificatesField } from './certificates-field.tsx';
import { FormSection } from './form-section.tsx';
import { KitchenTypePicker } from './kitchen-type-picker.tsx';
import { NicknameField } from './nickname-field.tsx';
import { VideoCvField } from './video-cv-field.tsx';
import '../texts.ts';

interface ProfileFormProps extends ProfileFormOptions {
  /** Reload the merchant info (new certificates). */
  onFilesChanged?: () => void;
}

/**
 * The profile form of spec accounts §2 and §4: personal details and address, and in chef-profile
 * mode the chef section. Its values, save and redirects are useProfileForm's; this draws them.
 */
export function ProfileForm({ onFilesChanged, ...options }: ProfileFormProps) {
  const { t } = useTranslation();
  const profile = useProfileForm(options);
  const { form, sections, values, status, label } = profile;
  const { register, formState, control } = form;
  const { errors } = formState;
  const { about, culinaryTraining, phoneNumber, phoneCountry } = values;
  const merchant = options.merchant;

  const phoneCountryName = t('profileForm.chef.phoneCountryName');
  function errorText(error: FieldError | undefined, field: ProfileField): string | undefined {
    if (!error?.message?.startsWith('forms.phone.')) return fieldErrorText(error, label(field));
    // The phone sentences name the country; use its name in the current language.
    const { params } = error as CodedFieldError;
    return describe({ code: error.message, params: { ...params, country: phoneCountryName } });
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
    <form noValidate onSubmit={profile.onSubmit} className="flex flex-col gap-6">
      {profile.banner ? <Banner tone="error">{describe(profile.banner)}</Banner> : null}

      {sections.personal ? (
        <FormSection title={t('profileForm.personal.title')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={label('firstName')}
              autoComplete="given-name"
              error={errorText(errors.firstName, 'firstName')}
              {...register('firstName', { onChange: profile.followNames })}
            />
            <TextField
              label={label('lastName')}
              autoComplete="family-name"
              error={errorText(errors.lastName, 'lastName')}
              {...register('lastName', { onChange: profile.followNames })}
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
            availability={errors.nickname ? 'idle' : profile.availability.status}
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
            fileId={values.videoCVFileId}
            initialFileId={profile.baseline.videoCVFileId}
            url={profile.videoUrl}
            onChange={profile.changeVideo}
          />
        </FormSection>
      ) : null}

      {profile.notice ? (
        <Banner tone={profile.notice === 'awaitingModeration' ? 'info' : 'success'}>
          {t(`profileForm.status.${profile.notice}`)}
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
            onClick={profile.cancel}
            disabled={status === 'loading'}
          >
            {t('profileForm.actions.cancel')}
          </Button>
          <Button
            type="submit"
            className="flex-1 sm:min-w-36 sm:flex-none"
            isLoading={status === 'loading' || formState.isSubmitting}
            disabled={profile.isSaveBlocked}
          >
            {t('profileForm.actions.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
