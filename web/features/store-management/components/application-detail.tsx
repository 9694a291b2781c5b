import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { kitchenLabel } from '#domain/chefs/kitchen-labels.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useApplication } from '../api/get-application.ts';
import { useDecideApplication } from '../api/decide-application.ts';
import { fromConsole } from '../decisions.ts';
import type { Application, ConsoleFile } from '#domain/store-management/console.response.ts';
import { chefDisplayName } from '#domain/chefs/display-name.ts';
import { CredentialCheck } from './credential-check.tsx';
import { BadgeStanding } from './badge-standing.tsx';
import { DecisionList } from './decision-list.tsx';
import { ListSkeleton, LoadFailed } from '../../../components/list-states.tsx';
import { ReasonDecision } from './reason-decision.tsx';
import { decisionNeedsReason } from '#domain/store-management/approval.ts';
import { useConsoleFormat, useDynamicText } from './use-console-format.ts';
import { languageOf } from '#domain/i18n/locale.ts';

type Outcome = 'approve' | 'reject';

/** One application as the operator checks it: profile, VMVT number, answers, certificates, video, decision. */
export function ApplicationDetail({ userId, onBack }: { userId: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useApplication(userId, i18n.language);
  const decide = useDecideApplication();
  const [pending, setPending] = useState<Outcome | null>(null);

  const back = (
    <Button type="button" variant="ghost" size="sm" icon={<ArrowLeftIcon size={18} />} onClick={onBack}>
      {t('storeConsole.applications.back')}
    </Button>
  );
  if (query.isPending)
    return (
      <>
        {back}
        <ListSkeleton rows={4} />
      </>
    );
  if (query.isError)
    return (
      <>
        {back}
        <LoadFailed onRetry={() => void query.refetch()} />
      </>
    );
  const application = query.data;

  function handleDecide(outcome: Outcome, reason: string) {
    setPending(outcome);
    decide.mutate(
      {
        userId,
        valid: outcome === 'approve',
        reason: reason || undefined,
        updatedTimestamp: application.updatedTimestamp,
      },
      {
        onSuccess: () => {
          showToast(
            'success',
            outcome === 'approve'
              ? 'storeConsole.applications.approved'
              : 'storeConsole.applications.rejected',
          );
          onBack();
        },
        onSettled: () => setPending(null),
      },
    );
  }

  const name = chefDisplayName(application);
  return (
    <article>
      {back}
      <ApplicationHeader application={application} name={name} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <StoreProfile application={application} />
          <Certificates files={application.certificates}>
            <CredentialCheck kind="certificates" userId={userId} check={application.certificatesCheck} />
          </Certificates>
          <VideoCv file={application.videoCv} name={name} />
          <BadgeStanding application={application} />
        </div>
        <Answers application={application} />
      </div>
      {application.applicationStatus === 'submitted' ? (
        <ReasonDecision<Outcome>
          label={t('storeConsole.applications.detailTitle', { name })}
          actions={[
            {
              key: 'approve',
              label: t('storeConsole.applications.approve'),
              needsReason: decisionNeedsReason({
                approve: true,
                foodBusinessNumber: application.foodBusinessNumber,
              }),
              reasonMissing: t('storeConsole.applications.foodBusinessReason'),
              tone: 'primary',
            },
            {
              key: 'reject',
              label: t('storeConsole.applications.reject'),
              needsReason: true,
              tone: 'secondary',
            },
          ]}
          pending={pending}
          error={decide.error}
          onDecide={handleDecide}
          onReload={() => {
            decide.reset();
            void query.refetch();
          }}
        />
      ) : null}
      <DecisionList decisions={fromConsole(application.decisions)} />
    </article>
  );
}

function ApplicationHeader({ application, name }: { application: Application; name: string }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const text = useDynamicText();
  return (
    <header className="mt-3">
      <h2 className="text-2xl font-black text-ink">{t('storeConsole.applications.detailTitle', { name })}</h2>
      <p className="mt-1 text-muted">
        {text(
          `storeConsole.applications.status.${application.applicationStatus}`,
          application.applicationStatus,
        )}
        {application.applicationStatus === 'submitted' ? ` · ${format.waiting(application.waitingMs)}` : ''}
      </p>
    </header>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-2 sm:grid-cols-3 sm:gap-3">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="break-words text-ink sm:col-span-2">{children}</dd>
    </div>
  );
}

function StoreProfile({ application }: { application: Application }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.resolvedLanguage);
  const format = useConsoleFormat();
  const { store } = application;
  return (
    <section aria-labelledby="console-store-profile">
      <h3 id="console-store-profile" className="text-lg font-bold text-ink">
        {t('storeConsole.applications.store')}
      </h3>
      <dl className="mt-2 divide-y divide-line">
        <Row label={t('storeConsole.applications.email')}>{application.email}</Row>
        {application.phoneNumber ? (
          <Row label={t('storeConsole.applications.phone')}>+{application.phoneNumber}</Row>
        ) : null}
        {application.city ? <Row label={t('storeConsole.applications.city')}>{application.city}</Row> : null}
        {store.hourRate ? (
          <Row label={t('storeConsole.applications.hourRate')}>{format.euro(store.hourRate)}</Row>
        ) : null}
        {store.kitchenType.length ? (
          <Row label={t('storeConsole.applications.kitchens')}>
            {store.kitchenType.map((type) => kitchenLabel(type, lang)).join(', ')}
          </Row>
        ) : null}
        {store.about ? (
          <Row label={t('storeConsole.applications.about')}>
            <span className="whitespace-pre-line">{store.about}</span>
          </Row>
        ) : null}
        {store.website ? <Row label={t('storeConsole.applications.website')}>{store.website}</Row> : null}
        {store.socialNetworkURL ? (
          <Row label={t('storeConsole.applications.social')}>{store.socialNetworkURL}</Row>
        ) : null}
        <Row label={t('storeConsole.applications.foodBusiness')}>
          {application.foodBusinessNumber ? (
            <>
              <span className="font-mono font-semibold">{application.foodBusinessNumber}</span>{' '}
              <a
                href={application.registryUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="font-semibold text-paprika-dark underline underline-offset-4"
              >
                {t('storeConsole.applications.checkRegistry')}
              </a>
              <CredentialCheck
                kind="foodBusiness"
                userId={application.userId}
                check={application.foodBusinessCheck}
              />
            </>
          ) : (
            <span className="text-danger">{t('storeConsole.applications.foodBusinessMissing')}</span>
          )}
        </Row>
      </dl>
    </section>
  );
}

function Certificates({ files, children }: { files: readonly ConsoleFile[]; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="console-certificates">
      <h3 id="console-certificates" className="text-lg font-bold text-ink">
        {t('storeConsole.applications.certificates')}
      </h3>
      {files.length === 0 ? (
        <p className="mt-1 text-muted">{t('storeConsole.applications.noCertificates')}</p>
      ) : (
        <ul className="mt-2 grid gap-3 sm:grid-cols-2">
          {files.map((file) => (
            <li key={file.id}>
              <figure className="overflow-hidden rounded-field border border-line bg-surface">
                <img
                  src={file.url}
                  alt={t('storeConsole.applications.certificateAlt', { name: file.name })}
                  className="max-h-96 w-full object-contain"
                />
                <figcaption className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                  <span className="truncate">{file.name}</span>
                  <a
                    href={file.url}
                    target="_blank"
                    rel="noreferrer"
                    className="shrink-0 font-semibold underline"
                  >
                    {t('storeConsole.applications.openFull')}
                  </a>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

function VideoCv({ file, name }: { file: ConsoleFile | null; name: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="console-video-cv">
      <h3 id="console-video-cv" className="text-lg font-bold text-ink">
        {t('storeConsole.applications.videoCv')}
      </h3>
      {file ? (
        <video
          controls
          preload="metadata"
          className="mt-2 w-full rounded-field bg-ink"
          aria-label={`${t('storeConsole.applications.videoCv')}: ${name}`}
        >
          <source src={file.url} type={file.contentType} />
        </video>
      ) : (
        <p className="mt-1 text-muted">{t('storeConsole.applications.noVideo')}</p>
      )}
    </section>
  );
}

function Answers({ application }: { application: Application }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="console-answers">
      <h3 id="console-answers" className="text-lg font-bold text-ink">
        {t('storeConsole.applications.answers')}
      </h3>
      <ol className="mt-2 flex flex-col gap-3">
        {application.answers.map((answer) => (
          <li key={answer.questionId} className="rounded-field bg-sand px-4 py-3">
            <p className="text-sm font-semibold text-muted">
              {answer.questionId}. {answer.question}
            </p>
            {answer.answered ? (
              <>
                {answer.options.length ? (
                  <p className="mt-1 font-semibold text-ink">
                    {answer.options.map((option) => option.title).join(', ')}
                  </p>
                ) : null}
                {answer.text ? <p className="mt-1 whitespace-pre-line text-ink">{answer.text}</p> : null}
                {answer.files.length ? (
                  <ul className="mt-1 text-sm">
                    {answer.files.map((file) => (
                      <li key={file.id}>
                        <a href={file.url} target="_blank" rel="noreferrer" className="underline">
                          {file.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : (
              <p className="mt-1 text-muted italic">{t('storeConsole.applications.notAnswered')}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
