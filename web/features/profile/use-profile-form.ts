import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES } from '#domain/accounts/phone.ts';
import { isAutoNickname, nicknameFromNames } from '#domain/chefs/nickname.ts';
import type { Answer } from '#domain/onboarding/answer-rules.ts';
import type { Describable } from '../../i18n/describe.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { codedError, lazyResolver } from '../../lib/form-resolver.ts';
import { getValid } from '../../lib/storage.ts';
import { showToast } from '../../lib/toast.ts';
import { checkName } from './api/check-name.ts';
import {
  initialValues,
  savePlan,
  sectionsOf,
  type ProfileMode,
  type ProfileValues,
} from './profile-values.ts';
import { runSavePlan, saveFailure, type ProfileApi } from './save-profile.ts';
import type { Address, UserInfo } from '#domain/accounts/profile.response.ts';
import type { MerchantInfo } from '#domain/chefs/merchant-info.response.ts';
import { useNameAvailability } from './use-name-availability.ts';
import './texts.ts';

/** spec accounts §4, §9: after a successful save the page moves on after 6 seconds. */
export const REDIRECT_AFTER_SAVE_MS = 6000;

export const PROFILE_FIELDS = [
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
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type SaveStatus = 'idle' | 'loading' | 'success' | 'error';
export type SaveNotice = 'toDishes' | 'toMarketplace' | 'awaitingModeration';

export interface ProfileFormOptions {
  mode: ProfileMode;
  user: UserInfo;
  address: Address | null;
  merchant: MerchantInfo | null;
  /** The application's answers, which fill empty chef fields in registration mode. */
  answers?: readonly Answer[];
  /** After a save: refresh the stored session (valid, legalInfo) and the loaded data. */
  onSaved?: () => Promise<void> | void;
  api?: ProfileApi;
}

/**
 * The profile form of spec accounts §2 and §4 without its markup: the values and their checks,
 * the profile link that follows the names in registration mode, the save (merchant → user →
 * address, a server field error landing on its field), its toast, and the move on afterwards.
 */
export function useProfileForm({ mode, user, address, merchant, answers, onSaved, api }: ProfileFormOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sections = sectionsOf(mode);
  const [baseline, setBaseline] = useState(() => initialValues(user, address, merchant, mode, answers));
  const [videoUrl, setVideoUrl] = useState(merchant?.videoCv?.url);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [banner, setBanner] = useState<Describable | undefined>();
  const [notice, setNotice] = useState<SaveNotice | undefined>();
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
            import('./profile-schema.ts').then((schemas) =>
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
  const { getValues, setValue } = form;
  const [nickname, about, culinaryTraining, videoCVFileId, phoneNumber, phoneCountry] = useWatch({
    control: form.control,
    name: ['nickname', 'about', 'culinaryTraining', 'videoCVFileId', 'phoneNumber', 'phoneCountry'],
  });
  const availability = useNameAvailability(nickname, sections.chef);

  /** A field's name as the form shows it (server messages name the field in these words). */
  const label = (field: string) =>
    (PROFILE_FIELDS as readonly string[]).includes(field)
      ? t(`profileForm.fields.${field as ProfileField}`)
      : field;

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

  async function save(values: ProfileValues) {
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
      const failure = saveFailure(error, PROFILE_FIELDS, label);
      for (const [field, message] of Object.entries(failure.fields)) {
        form.setError(
          field as ProfileField,
          codedError(message.code ?? '', message.params as never, message.message),
          { shouldFocus: true },
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

  /** A new (or removed) video CV: its file id is a form value, its URL plays it. */
  function changeVideo(fileId: string, url?: string) {
    setValue('videoCVFileId', fileId, { shouldDirty: true });
    if (url) setVideoUrl(url);
  }

  return {
    form,
    sections,
    /** The values as loaded or last saved (Cancel returns to them). */
    baseline,
    values: { nickname, about, culinaryTraining, videoCVFileId, phoneNumber, phoneCountry },
    availability,
    videoUrl,
    status,
    banner,
    notice,
    isSaveBlocked,
    label,
    followNames,
    changeVideo,
    onSubmit: form.handleSubmit(save, () => setBanner({ code: 'errors.validationFailed' })),
    cancel,
  };
}
