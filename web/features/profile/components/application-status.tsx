import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import type { LegalInfo } from '#domain/chefs/merchant-info.response.ts';
import '../texts.ts';

/**
 * The chef application's state on the profile (DESIGN §4): submitted → awaiting an operator;
 * rejected → the operator's reason; approved; or not applied yet, with the way to apply.
 */
export function ApplicationStatus({ legalInfo }: { legalInfo: LegalInfo | null }) {
  const { t } = useTranslation();
  const status = legalInfo?.valid ? 'approved' : (legalInfo?.applicationStatus ?? 'none');
  if (status === 'approved') return <Banner tone="success">{t('profileForm.application.approved')}</Banner>;
  if (status === 'submitted') return <Banner tone="info">{t('profileForm.application.submitted')}</Banner>;
  if (status === 'rejected') {
    return (
      <Banner tone="error">
        <p>{t('profileForm.application.rejected')}</p>
        {legalInfo?.decisionReason ? (
          <p className="mt-1 font-normal">
            {t('profileForm.application.reason', { reason: legalInfo.decisionReason })}
          </p>
        ) : null}
      </Banner>
    );
  }
  return (
    <Banner tone="info">
      {status === 'draft' ? t('profileForm.application.draft') : t('profileForm.application.none')}{' '}
      <Link to="/chef-registration" className="font-semibold">
        {t('profileForm.application.apply')}
      </Link>
    </Banner>
  );
}
