import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { useProfile } from '../../features/auth/session.ts';
import type { SigninHandover } from '../../features/auth/signin-sources.ts';
import type { EventRequestView } from '#domain/event-requests/event-request.response.ts';
import type { AcceptedOrder } from '../../features/event-requests/api/accept-proposal.ts';
import { EditRequest } from '../../features/event-requests/components/edit-request.tsx';
import { MyRequests } from '../../features/event-requests/components/my-requests.tsx';
import { RequestNotFound, SignInPrompt } from '../../features/event-requests/components/page-states.tsx';
import { RequestDetail } from '../../features/event-requests/components/request-detail.tsx';
import { RequestForm } from '../../features/event-requests/components/request-form.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { showToast } from '../../lib/toast.ts';
import { OpenRequestsPage } from './open-requests.tsx';

/**
 * The event request screens: the customer's here, the chef's in open-requests.tsx, one
 * chunk for both (web/app/router.tsx).
 */
/**
 * A customer's event requests, one route in the app shell like the messages:
 * /event-requests lists them, /event-requests/new files one (a guest signs in with an e-mailed PIN
 * on the way), /event-requests/{id} compares its proposals and /event-requests/{id}/edit changes it.
 */
export function EventRequestScreens() {
  const { pathname } = useLocation();
  return pathname.startsWith('/open-requests') ? <OpenRequestsPage /> : <EventRequestsPage />;
}

function EventRequestsPage() {
  const rest = useParams()['*'] ?? '';
  if (rest === '') return <MyRequestsPage />;
  if (rest === 'new') return <NewRequestPage />;
  const match = /^(\d{1,10})(\/edit)?$/.exec(rest);
  if (!match)
    return (
      <div className={PAGE}>
        <RequestNotFound />
      </div>
    );
  const requestId = Number(match[1]);
  return match[2] ? <EditRequestPage requestId={requestId} /> : <RequestPage requestId={requestId} />;
}

const PAGE = 'mx-auto w-full max-w-6xl px-4 pt-6 pb-12 sm:px-6';

function MyRequestsPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const title = t('eventRequestPages.mine.title');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${title} · ${BRAND_NAME}`} />
      {profile ? (
        <>
          <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">{title}</h1>
              <p className="mt-2 text-muted">{t('eventRequestPages.mine.lead')}</p>
            </div>
            <Link to="/event-requests/new" className={buttonClasses('primary')}>
              {t('eventRequestPages.mine.new')}
            </Link>
          </header>
          <MyRequests />
        </>
      ) : (
        <SignInPrompt
          title={title}
          body={t('eventRequestPages.mine.signInBody')}
          returnTo="/event-requests"
        />
      )}
    </div>
  );
}

function NewRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const title = t('eventRequestPages.new.title');
  const handleNeedsSignIn = () => {
    // The PIN way in, told why, and back here, where the kept request is sent (request-draft.ts).
    void navigate(
      `/signin?${new URLSearchParams({ source: 'one_time_pin', returnTo: '/event-requests/new' })}`,
      // The sentence travels too: after a reload there the sign-in page may not have these texts.
      {
        state: {
          reason: { code: 'eventRequestPages.signinReason', message: t('eventRequestPages.signinReason') },
        } satisfies SigninHandover,
      },
    );
  };
  const handleSaved = (request: EventRequestView) => {
    showToast('success', 'eventRequestPages.new.sent');
    void navigate(`/event-requests/${request.id}`, { replace: true });
  };
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${title} · ${BRAND_NAME}`} />
      <header className="mb-6">
        <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">{title}</h1>
        <p className="mt-2 text-lg text-muted">{t('eventRequestPages.new.lead')}</p>
      </header>
      <RequestForm signedIn={profile !== null} onNeedsSignIn={handleNeedsSignIn} onSaved={handleSaved} />
    </div>
  );
}

function RequestPage({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  // The accepted proposal is an order: the same payment step a dish order goes to after checkout.
  const handleAccepted = (order: AcceptedOrder) => {
    showToast('success', 'eventRequestPages.accept.done');
    void navigate(`/checkout?resumePayment=true&orderId=${encodeURIComponent(String(order.id))}`, {
      // The dish cart stays: this order did not come from it.
      state: { fromCheckout: true, keepCart: true },
    });
  };
  return (
    <div className={PAGE}>
      <DocumentTitle title={`${t('eventRequestPages.mine.title')} · ${BRAND_NAME}`} />
      {profile ? (
        <RequestDetail requestId={requestId} onAccepted={handleAccepted} />
      ) : (
        <SignInPrompt
          title={t('eventRequestPages.mine.title')}
          body={t('eventRequestPages.mine.signInBody')}
          returnTo={`/event-requests/${requestId}`}
        />
      )}
    </div>
  );
}

function EditRequestPage({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const handleSaved = (request: EventRequestView) => {
    showToast('success', 'eventRequestPages.edit.saved');
    void navigate(`/event-requests/${request.id}`, { replace: true });
  };
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-12 sm:px-6">
      <DocumentTitle title={`${t('eventRequestPages.edit.title')} · ${BRAND_NAME}`} />
      {profile ? (
        <EditRequest requestId={requestId} onSaved={handleSaved} />
      ) : (
        <SignInPrompt
          title={t('eventRequestPages.edit.title')}
          body={t('eventRequestPages.mine.signInBody')}
          returnTo={`/event-requests/${requestId}/edit`}
        />
      )}
    </div>
  );
}
