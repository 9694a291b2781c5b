import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProposalView } from '#domain/event-requests/event-request.response.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useEventFormat } from '../format.ts';
import { useEventLabels } from '../labels.ts';
import { MoneyBreakdown } from './money-breakdown.tsx';
import { ProposalChanges } from './proposal-changes.tsx';
import { StatePill } from './request-summary.tsx';

const SUBHEADING = 'text-sm font-extrabold tracking-wide text-muted uppercase';

/**
 * One chef's proposal as the customer compares it (and as its chef sees her own): the chef, the
 * price in total and per guest, the hours she needs, what changed in the latest revision, the menu
 * with each course's allergens, what is included, her note and the whole money breakdown.
 * `actions` go at the foot (accept, ask the chef; revise for the chef).
 */
export function ProposalCard({
  proposal,
  actions,
  reader = 'customer',
}: {
  proposal: ProposalView;
  actions?: ReactNode;
  /** Who reads the card: its chef sees what her customer would pay, not "what you pay". */
  reader?: 'customer' | 'chef';
}) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const labels = useEventLabels();
  const headingId = useId();
  const moneyId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col gap-4 rounded-card bg-surface p-4 shadow-card sm:p-5 ${
        proposal.state === 'accepted' ? 'ring-2 ring-basil' : ''
      }`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-xl font-extrabold break-words text-ink">
            {proposal.chef.name}
          </h3>
          {proposal.chef.nickname ? (
            <Link
              to={`/store/${proposal.chef.nickname}`}
              className="text-sm font-semibold text-paprika-dark underline underline-offset-4 hover:text-ink"
            >
              {t('eventRequestPages.proposal.chefPage')}
            </Link>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1">
          {proposal.state !== 'sent' ? (
            <StatePill tone={proposal.state === 'accepted' ? 'open' : 'closed'}>
              {labels.proposalState(proposal.state)}
            </StatePill>
          ) : null}
          {proposal.revision > 1 ? (
            <StatePill tone="done">
              {t('eventRequestPages.proposal.revision', { revision: proposal.revision })}
            </StatePill>
          ) : null}
        </div>
      </header>

      <dl className="grid grid-cols-2 gap-3">
        <div className="col-span-2">
          <dt className="sr-only">{t('eventRequestPages.proposal.total')}</dt>
          <dd className="text-3xl font-black text-ink tabular-nums">{format.euro(proposal.price)}</dd>
        </div>
        <div>
          <dt className="text-xs font-bold tracking-wide text-muted uppercase">
            {t('eventRequestPages.proposal.perGuest')}
          </dt>
          <dd className="font-semibold text-ink tabular-nums">{format.euro(proposal.pricePerGuest)}</dd>
        </div>
        <div>
          <dt className="text-xs font-bold tracking-wide text-muted uppercase">
            {t('eventRequestPages.proposal.hours')}
          </dt>
          <dd className="font-semibold text-ink">{format.duration(proposal.durationMinutes)}</dd>
        </div>
      </dl>

      <ProposalChanges proposal={proposal} />

      <div>
        <h4 className={SUBHEADING}>{t('eventRequestPages.proposal.menu')}</h4>
        <ol className="mt-2 flex flex-col gap-2">
          {proposal.courses.map((course, index) => (
            <li key={index} className="rounded-field bg-cream px-3 py-2">
              <p className="font-bold break-words text-ink">
                {course.title}
                {course.dishId !== null ? (
                  <span className="ml-2 text-xs font-semibold text-muted">
                    {t('eventRequestPages.proposal.fromMenu')}
                  </span>
                ) : null}
              </p>
              {course.description ? (
                <p className="text-sm break-words text-muted">{course.description}</p>
              ) : null}
              <p className="text-sm text-ink">
                {t('eventRequestPages.proposal.allergens', { list: labels.allergenList(course.allergens) })}
              </p>
            </li>
          ))}
        </ol>
      </div>

      <div>
        <h4 className={SUBHEADING}>{t('eventRequestPages.proposal.included')}</h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {proposal.includes.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full bg-basil-soft px-3 py-1 text-sm font-semibold text-basil"
            >
              <CheckIcon size={14} />
              {labels.include(item)}
            </li>
          ))}
        </ul>
      </div>

      {proposal.message ? (
        <blockquote className="border-l-4 border-paprika-soft pl-3 text-sm whitespace-pre-line text-ink italic">
          {proposal.message}
        </blockquote>
      ) : null}

      <div>
        <h4 id={moneyId} className={SUBHEADING}>
          {t(reader === 'chef' ? 'eventRequestPages.money.titleForChef' : 'eventRequestPages.money.title')}
        </h4>
        <div className="mt-2">
          <MoneyBreakdown proposal={proposal} captionId={moneyId} />
        </div>
        <p className="mt-2 text-xs text-muted">{t('eventRequestPages.money.note')}</p>
      </div>

      {actions ? (
        <div className="mt-auto flex flex-col gap-2 border-t border-line pt-4">{actions}</div>
      ) : null}
    </article>
  );
}
