import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { useProfile, useValidFlag } from '../../features/auth/session.ts';
import { OpenRequestDetail } from '../../features/event-requests/components/open-request-detail.tsx';
import { OpenRequests } from '../../features/event-requests/components/open-requests.tsx';
import { RequestNotFound, SignInPrompt } from '../../features/event-requests/components/page-states.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

/**
 * The event requests an approved chef can take, in the chef's area beside her orders and
 * availability: /open-requests lists them, /open-requests/{id} shows one with her proposal.
 */
export function OpenRequestsPage() {
  const { t } = useTranslation();
  const rest = useParams()['*'] ?? '';
  const profile = useProfile();
  const valid = useValidFlag();
  const title = t('eventRequestPages.open.title');
  const match = /^(\d{1,10})$/.exec(rest);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${title} · ${BRAND_NAME}`} />
      {rest !== '' && !match ? (
        <RequestNotFound backTo="/open-requests" />
      ) : !profile ? (
        <SignInPrompt
          title={title}
          body={t('eventRequestPages.open.signInBody')}
          returnTo={`/open-requests${rest ? `/${rest}` : ''}`}
        />
      ) : !valid ? (
        <div className="flex flex-col items-start gap-4">
          <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">{title}</h1>
          <Banner tone="info">{t('eventRequestPages.open.notAChef')}</Banner>
          <Link to="/event-requests/new" className={buttonClasses('secondary')}>
            {t('eventRequestPages.mine.new')}
          </Link>
        </div>
      ) : match ? (
        <DetailScreen requestId={Number(match[1])} nickname={profile.nickname || undefined} />
      ) : (
        <>
          <header className="mb-6">
            <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">{title}</h1>
            <p className="mt-2 text-muted">{t('eventRequestPages.open.lead')}</p>
          </header>
          <OpenRequests />
        </>
      )}
    </div>
  );
}

function DetailScreen({ requestId, nickname }: { requestId: number; nickname: string | undefined }) {
  const navigate = useNavigate();
  return (
    <OpenRequestDetail
      requestId={requestId}
      chefNickname={nickname}
      onPassed={() => void navigate('/open-requests', { replace: true })}
    />
  );
}
