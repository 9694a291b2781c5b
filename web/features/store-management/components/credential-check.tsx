import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { showToast } from '../../../lib/toast.ts';
import type { CertificatesCheck as Check } from '#domain/store-management/console.response.ts';
import { DECISION_REASON_MAX } from '#domain/store-management/console.schema.ts';
import { useCheckCredential, type CredentialKind } from '../api/check-credential.ts';
import { useConsoleFormat } from './use-console-format.ts';

/** Each kind's texts, under storeConsole. */
const TEXTS = { certificates: 'certificatesCheck', foodBusiness: 'foodBusinessCheck' } as const;

const TEST_IDS = { certificates: 'certificates-check', foodBusiness: 'food-business-check' } as const;

/**
 * Under what the operator looked at (the certificates, or the VMVT number in the register): whether
 * that is recorded (who, when), a way to record it, and a way to take it back with a reason. The
 * chef's public badge follows it.
 */
export function CredentialCheck({
  kind,
  userId,
  check,
}: {
  kind: CredentialKind;
  userId: string;
  check: Check;
}) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const mutation = useCheckCredential(kind);
  const texts = TEXTS[kind];
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  if (check.state === 'none') return null;

  const recorded = { who: check.checkedBy?.email ?? '', when: format.dateTime(check.checkedTimestamp ?? 0) };
  const status =
    check.state === 'checked'
      ? t(`storeConsole.${texts}.checked`, recorded)
      : check.state === 'outdated'
        ? t(`storeConsole.${texts}.outdated`, recorded)
        : t(`storeConsole.${texts}.unchecked`);

  function record() {
    mutation.mutate(
      { userId, checked: true },
      { onSuccess: () => showToast('success', `storeConsole.${texts}.checkedToast`) },
    );
  }

  function withdraw(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    mutation.mutate(
      { userId, checked: false, reason },
      {
        onSuccess: () => {
          setReason('');
          showToast('success', `storeConsole.${texts}.withdrawnToast`);
        },
      },
    );
  }

  return (
    <div className="mt-3 flex flex-col gap-3 rounded-field bg-sand px-4 py-3">
      <p data-testid={TEST_IDS[kind]} className={check.state === 'checked' ? 'text-basil' : 'text-ink'}>
        {status}
      </p>
      {check.state !== 'checked' ? (
        <Button
          type="button"
          className="self-start"
          isLoading={mutation.isPending && mutation.variables?.checked === true}
          onClick={record}
        >
          {t(`storeConsole.${texts}.check`)}
        </Button>
      ) : null}
      {check.state !== 'unchecked' ? (
        <form
          onSubmit={withdraw}
          aria-label={t(`storeConsole.${texts}.withdraw`)}
          className="flex flex-col gap-2"
          noValidate
        >
          <TextAreaField
            label={t(`storeConsole.${texts}.withdrawReason`)}
            hint={t(`storeConsole.${texts}.withdrawHint`)}
            rows={2}
            maxLength={DECISION_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
            error={missing ? t('storeConsole.reasonRequired') : undefined}
          />
          <Button
            type="submit"
            variant="secondary"
            className="self-start"
            isLoading={mutation.isPending && mutation.variables?.checked === false}
          >
            {t(`storeConsole.${texts}.withdraw`)}
          </Button>
        </form>
      ) : null}
      {mutation.error ? (
        <Banner tone="error">
          {mutation.error instanceof Error ? mutation.error.message : String(mutation.error)}
        </Banner>
      ) : null}
    </div>
  );
}
