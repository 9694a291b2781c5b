import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ACCOUNTING_RETENTION_YEARS } from '#domain/privacy/retention.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { requestDeletePin } from '../api/request-delete-pin.ts';
import '../texts.ts';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account confirms with its password; without one, with an e-mailed PIN. */
  hasPassword: boolean;
  onDeleted: () => void;
}

function problemOf(error: unknown): Describable {
  if (!isApiError(error)) return { code: 'yourData.dialog.failed' };
  const first = error.firstMessage;
  return first
    ? { code: first.code, params: first.params, message: first.message }
    : { code: 'yourData.dialog.failed' };
}

/**
 * The last step before an account is deleted (Radix dialog: focus trapped and restored, Escape
 * closes while nothing is pending): what is erased and what is kept, then the password or PIN.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  hasPassword,
  onDeleted,
}: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState('');
  const [pending, setPending] = useState(false);
  const [pinSent, setPinSent] = useState(false);
  const [problem, setProblem] = useState<Describable | null>(null);
  const years = ACCOUNTING_RETENTION_YEARS;

  const sendPin = async () => {
    setProblem(null);
    try {
      await requestDeletePin();
      setPinSent(true);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !secret) return;
    setPending(true);
    setProblem(null);
    try {
      await deleteAccount(hasPassword ? { password: secret } : { pin: secret.trim() });
      onDeleted();
    } catch (error) {
      setProblem(problemOf(error));
      setPending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay animate-fade-in" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col gap-4 overflow-y-auto rounded-t-sheet bg-surface p-5 shadow-pop animate-fade-in sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-sheet sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-bold tracking-tight">
              {t('yourData.dialog.title')}
            </Dialog.Title>
            <Dialog.Close
              disabled={pending}
              className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand"
              aria-label={t('yourData.dialog.close')}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="-mt-2 text-muted">
            {t('yourData.dialog.description', { years })}
          </Dialog.Description>
          <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
            {hasPassword ? (
              <TextField
                label={t('yourData.dialog.password')}
                hint={t('yourData.dialog.passwordHint')}
                type="password"
                autoComplete="current-password"
                value={secret}
                onChange={(event) => setSecret(event.target.value)}
              />
            ) : (
              <>
                <p className="text-sm text-muted">{t('yourData.dialog.pinHint')}</p>
                <Button variant="secondary" className="self-start" onClick={() => void sendPin()}>
                  {pinSent ? t('yourData.dialog.sendPinAgain') : t('yourData.dialog.sendPin')}
                </Button>
                {pinSent ? <Banner tone="success">{t('yourData.dialog.pinSent')}</Banner> : null}
                <TextField
                  label={t('yourData.dialog.pin')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={secret}
                  onChange={(event) => setSecret(event.target.value)}
                />
              </>
            )}
            {problem ? (
              <div role="alert">
                <Banner tone="error">{describe(problem)}</Banner>
              </div>
            ) : null}
            <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
                {t('yourData.dialog.cancel')}
              </Button>
              <Button
                type="submit"
                isLoading={pending}
                disabled={!secret}
                className="bg-paprika-dark hover:bg-paprika-dark"
              >
                {t('yourData.dialog.confirm')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
