import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApplicationAnswers } from '../api/application-answers.ts';
import { useAddress } from '../api/get-address.ts';
import { useMerchantInfo } from '../api/get-merchant-info.ts';
import { useUserInfo } from '../api/get-user-info.ts';
import { useProfileRefresh } from '../api/profile-keys.ts';
import { sectionsOf, type ProfileMode } from '../profile-values.ts';
import { ApplicationStatus } from './application-status.tsx';
import { AvatarUpload } from './avatar-upload.tsx';
import { PasswordCard } from './password-card.tsx';
import { ProfileForm } from './profile-form.tsx';
import '../texts.ts';

interface ProfileScreenProps {
  mode: ProfileMode;
  /** After a save: the route refreshes the stored session from GET /secure/me. */
  onSaved?: () => Promise<void> | void;
  /** Shown under the application status, above the avatar (the route puts the chef's earnings here). */
  summary?: ReactNode;
}

/** spec accounts §2 /profile: a spinner until the user's details load, then the avatar and the form. */
export function ProfileScreen({ mode, onSaved, summary }: ProfileScreenProps) {
  const { t } = useTranslation();
  const refreshProfile = useProfileRefresh();
  const user = useUserInfo();
  const address = useAddress();
  const merchant = useMerchantInfo(mode.chef);
  // Registration mode starts empty chef fields from the application's answers.
  const readAnswers = mode.chef && mode.registration && merchant.isSuccess;
  const answers = useApplicationAnswers(merchant.data?.additionalNotes, readAnswers);

  // spec accounts §8: data load failures are logged only; the form opens with what did load.
  useEffect(() => {
    if (address.error) console.error('Loading the address failed', address.error);
  }, [address.error]);
  useEffect(() => {
    if (merchant.error) console.error('Loading the chef profile failed', merchant.error);
  }, [merchant.error]);

  if (user.isError) {
    console.error('Loading the user details failed', user.error);
    return (
      <div className="flex flex-col items-start gap-4">
        <Banner tone="error">{t('profileForm.loadFailed')}</Banner>
        <Button variant="secondary" onClick={() => void user.refetch()}>
          {t('profileForm.retry')}
        </Button>
      </div>
    );
  }
  if (
    user.isPending ||
    address.isPending ||
    (mode.chef && merchant.isPending) ||
    (readAnswers && answers.isPending)
  ) {
    return (
      <div aria-busy="true" className="flex flex-col gap-6">
        <p role="status" className="flex items-center gap-3 font-semibold text-muted">
          <Spinner className="size-5 text-paprika" />
          {t('profileForm.loading')}
        </p>
        <Skeleton className="h-36 w-full rounded-sheet" />
        <Skeleton className="h-72 w-full rounded-sheet" />
      </div>
    );
  }

  const info = user.data;
  const merchantInfo = mode.chef ? (merchant.data ?? null) : null;
  const initial = (info.firstName?.trim() || info.nickname?.trim() || 'U').charAt(0).toLocaleUpperCase();
  return (
    <div className="flex flex-col gap-6">
      {sectionsOf(mode).chef ? <ApplicationStatus legalInfo={merchantInfo} /> : null}
      {summary}
      <AvatarUpload avatarUrl={info.avatarUrl} initial={initial} />
      <ProfileForm
        key={`${mode.chef}-${mode.registration}`}
        mode={mode}
        user={info}
        address={address.data ?? null}
        merchant={merchantInfo}
        answers={answers.data}
        onFilesChanged={() => void refreshProfile.merchantInfo()}
        onSaved={async () => {
          await onSaved?.();
          await refreshProfile.all();
        }}
      />
      {mode.chef ? null : <PasswordCard />}
    </div>
  );
}
