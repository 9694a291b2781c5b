import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { ConsoleAccount } from '#domain/store-management/console.response.ts';
import { DECISION_REASON_MAX } from '#domain/store-management/console.schema.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDisableAccount } from '../api/disable-account.ts';
import { useEnableAccount } from '../api/enable-account.ts';
import { useAccount } from '../api/get-account.ts';
import { formatInstant } from '#domain/i18n/dates.ts';
import './texts.ts';

/**
 * ADMIN only: find an account by its e-mail, see whether it may sign in (since when it may not, by
 * whom and why), and disable or enable it behind a confirmation. Never one's own, never an admin's.
 */
export function AccountsPanel({ selfId }: { selfId: string | null }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const account = useAccount(email);

  function handleFind(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setEmail(typed.trim());
  }

  return (
    <section aria-labelledby="console-accounts" className="mt-8">
      <h3 id="console-accounts" className="text-lg font-bold text-ink">
        {t('storeConsole.accounts.title')}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('storeConsole.accounts.intro')}</p>
      <form onSubmit={handleFind} className="mt-3 flex flex-wrap items-end gap-3" role="search">
        <div className="min-w-64 flex-1">
          <TextField
            label={t('storeConsole.accounts.email')}
            type="email"
            autoComplete="off"
            required
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" isLoading={account.isFetching}>
          {t('storeConsole.accounts.find')}
        </Button>
      </form>
      {account.error ? (
        <div role="alert" className="mt-3">
          <Banner tone="error">
            {account.error instanceof Error ? account.error.message : String(account.error)}
          </Banner>
        </div>
      ) : null}
      {account.data ? <AccountCard account={account.data} selfId={selfId} /> : null}
    </section>
  );
}

function AccountCard({ account, selfId }: { account: ConsoleAccount; selfId: string | null }) {
  const { t, i18n } = useTranslation();
  const dateTime = (ms: number) => formatInstant(ms, 'dateTime', i18n.language);
  // A key built at run time (a role, a decision), or the raw value (as the console's other lists).
  const loose = t as unknown as (key: string) => string;
  const text = (key: string, fallback: string) => (i18n.exists(key) ? loose(key) : fallback);
  const [dialog, setDialog] = useState<'disable' | 'enable' | null>(null);
  const own = account.userId === selfId;
  const admin = account.role === 'ADMIN';
  const { disabled } = account;
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');

  return (
    <article
      aria-labelledby="console-account-email"
      className="mt-4 rounded-field border border-line bg-surface px-4 py-3"
    >
      <h4 id="console-account-email" className="font-semibold break-words text-ink">
        {account.email}
        {name ? <span className="font-normal text-muted"> · {name}</span> : null}
      </h4>
      <p className="text-sm text-muted">
        {t('storeConsole.accounts.role', {
          role: text(`storeConsole.roles.role.${account.role}`, account.role),
        })}
        {' · '}
        {t('storeConsole.accounts.since', { date: dateTime(account.createdTimestamp) })}
      </p>
      {disabled ? (
        <div className="mt-2" data-testid="account-state">
          <Banner tone="error">
            <p className="font-semibold">
              {t('storeConsole.accounts.disabledSince', { date: dateTime(disabled.timestamp) })}
              {disabled.by ? ` ${t('storeConsole.accounts.disabledBy', { who: disabled.by.email })}` : ''}
            </p>
            <p className="mt-1 whitespace-pre-line">
              {t('storeConsole.accounts.disabledReason', { reason: disabled.reason })}
            </p>
          </Banner>
        </div>
      ) : (
        <p className="mt-2 text-sm font-semibold text-ink" data-testid="account-state">
          {t('storeConsole.accounts.active')}
        </p>
      )}
      <div className="mt-3">
        {own ? (
          <p className="text-sm text-muted">{t('storeConsole.accounts.you')}</p>
        ) : disabled ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('storeConsole.accounts.enableFor', { email: account.email })}
            onClick={() => setDialog('enable')}
          >
            {t('storeConsole.accounts.enable')}
          </Button>
        ) : admin ? (
          <p className="text-sm text-muted">{t('storeConsole.accounts.admin')}</p>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('storeConsole.accounts.disableFor', { email: account.email })}
            onClick={() => setDialog('disable')}
          >
            {t('storeConsole.accounts.disable')}
          </Button>
        )}
      </div>
      {/* Its decisions, oldest first, as the console's DecisionList draws them (kept apart so this
          part, loaded only for admins, does not split that list out of the console's own code). */}
      <section className="mt-4">
        <h5 className="text-sm font-bold text-ink">{t('storeConsole.decisions.title')}</h5>
        {account.decisions.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{t('storeConsole.decisions.none')}</p>
        ) : (
          <ol className="mt-1 flex flex-col gap-1.5 text-sm">
            {account.decisions.map((decision) => (
              <li key={decision.id} className="rounded-field bg-sand px-3 py-2">
                <span className="font-semibold text-ink">
                  {t('storeConsole.decisions.entry', {
                    action: text(`storeConsole.decisions.actions.${decision.action}`, decision.action),
                    who: decision.decidedBy.email,
                  })}
                </span>{' '}
                <time className="text-muted" dateTime={new Date(decision.createdTimestamp).toISOString()}>
                  {dateTime(decision.createdTimestamp)}
                </time>
                {decision.reason ? (
                  <p className="mt-0.5 whitespace-pre-line text-ink">{decision.reason}</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      {dialog ? (
        <ConfirmAccountDialog
          kind={dialog}
          account={account}
          onOpenChange={(open) => (open ? undefined : setDialog(null))}
        />
      ) : null}
    </article>
  );
}

/**
 * The confirmation before the account is disabled (a reason required) or enabled (a note optional).
 * Radix dialog: focus is trapped in it and returns to the button that opened it; Escape closes it
 * while nothing is pending.
 */
function ConfirmAccountDialog({
  kind,
  account,
  onOpenChange,
}: {
  kind: 'disable' | 'enable';
  account: ConsoleAccount;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const disable = useDisableAccount();
  const enable = useEnableAccount();
  const mutation = kind === 'disable' ? disable : enable;
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const pending = mutation.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const written = reason.trim();
    if (kind === 'disable') {
      if (!written) {
        setMissing(true);
        return;
      }
      disable.mutate(
        { userId: account.userId, reason: written },
        {
          onSuccess: () => {
            showToast('success', 'storeConsole.accounts.disabledDone', { email: account.email });
            onOpenChange(false);
          },
        },
      );
    } else {
      enable.mutate(
        { userId: account.userId, reason: written || undefined },
        {
          onSuccess: () => {
            showToast('success', 'storeConsole.accounts.enabledDone', { email: account.email });
            onOpenChange(false);
          },
        },
      );
    }
  }

  return (
    <Dialog.Root open onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay animate-fade-in" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col gap-4 overflow-y-auto rounded-t-sheet bg-surface p-5 shadow-pop animate-fade-in sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-sheet sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-bold tracking-tight break-words">
              {kind === 'disable'
                ? t('storeConsole.accounts.dialogDisableTitle', { email: account.email })
                : t('storeConsole.accounts.dialogEnableTitle', { email: account.email })}
            </Dialog.Title>
            <Dialog.Close
              disabled={pending}
              className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand"
              aria-label={t('storeConsole.accounts.close')}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="-mt-2 text-muted">
            {kind === 'disable'
              ? t('storeConsole.accounts.dialogDisableBody')
              : t('storeConsole.accounts.dialogEnableBody')}
          </Dialog.Description>
          <form onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate>
            <TextAreaField
              label={kind === 'disable' ? t('storeConsole.accounts.reason') : t('storeConsole.accounts.note')}
              hint={
                kind === 'disable'
                  ? t('storeConsole.accounts.reasonHint')
                  : t('storeConsole.accounts.noteHint')
              }
              rows={3}
              maxLength={DECISION_REASON_MAX}
              required={kind === 'disable'}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (event.target.value.trim()) setMissing(false);
              }}
              error={missing ? t('storeConsole.accounts.reasonRequired') : undefined}
            />
            {mutation.error ? (
              <div role="alert">
                <Banner tone="error">
                  {mutation.error instanceof Error ? mutation.error.message : String(mutation.error)}
                </Banner>
              </div>
            ) : null}
            <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
                {t('storeConsole.accounts.cancel')}
              </Button>
              <Button
                type="submit"
                isLoading={pending}
                className={kind === 'disable' ? 'bg-paprika-dark hover:bg-paprika-dark' : ''}
              >
                {kind === 'disable'
                  ? t('storeConsole.accounts.confirmDisable')
                  : t('storeConsole.accounts.confirmEnable')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
