import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useChangeRole } from '../api/change-role.ts';
import { useStaff } from '../api/get-staff.ts';
import { ListSkeleton, LoadFailed } from '../../../components/list-states.tsx';
import { useDynamicText } from './use-console-format.ts';

/** ADMIN only: who the operators are; grant or remove the role (never one's own, never an ADMIN's). */
export function RolesPanel({ selfId }: { selfId: string | null }) {
  const { t } = useTranslation();
  const text = useDynamicText();
  const staff = useStaff();
  const change = useChangeRole();
  const [email, setEmail] = useState('');

  function handleGrant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) return;
    change.mutate(
      { email: email.trim(), role: 'OPERATOR' },
      {
        onSuccess: (user) => {
          showToast('success', 'storeConsole.roles.granted', { email: user.email });
          setEmail('');
        },
      },
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="console-staff">
        <h3 id="console-staff" className="text-lg font-bold text-ink">
          {t('storeConsole.roles.title')}
        </h3>
        {staff.isPending ? (
          <ListSkeleton rows={2} />
        ) : staff.isError ? (
          <LoadFailed onRetry={() => void staff.refetch()} />
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {staff.data.map((account) => (
              <li
                key={account.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-field border border-line bg-surface px-4 py-2"
              >
                <span>
                  <span className="font-semibold break-all text-ink">{account.email}</span>
                  {account.id === selfId ? ` (${t('storeConsole.roles.you')})` : ''}
                  <br />
                  <span className="text-sm text-muted">
                    {text(`storeConsole.roles.role.${account.role}`, account.role)}
                  </span>
                </span>
                {account.role === 'OPERATOR' && account.id !== selfId ? (
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    aria-label={t('storeConsole.roles.removeFor', { email: account.email })}
                    disabled={change.isPending}
                    onClick={() =>
                      change.mutate(
                        { userId: account.id, role: 'CUSTOMER' },
                        {
                          onSuccess: (user) =>
                            showToast('success', 'storeConsole.roles.removed', { email: user.email }),
                        },
                      )
                    }
                  >
                    {t('storeConsole.roles.remove')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="console-grant">
        <h3 id="console-grant" className="text-lg font-bold text-ink">
          {t('storeConsole.roles.grantTitle')}
        </h3>
        <form onSubmit={handleGrant} className="mt-2 flex flex-col gap-3">
          <TextField
            label={t('storeConsole.roles.email')}
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {change.error ? <Banner tone="error">{change.error.message}</Banner> : null}
          <div>
            <Button type="submit" isLoading={change.isPending}>
              {t('storeConsole.roles.grant')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
