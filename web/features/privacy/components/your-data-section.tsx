import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ACCOUNTING_RETENTION_YEARS } from '#domain/privacy/retention.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { describe } from '../../../i18n/describe.ts';
import { useDeletionStanding } from '../api/get-deletion.ts';
import { lazyPart } from '../../../lib/lazy-part.ts';
import '../texts.ts';

/**
 * The profile's "Your data": the export as a plain download (the browser keeps the file the
 * server names), and the account's deletion behind a confirmation, or why it has to wait.
 */
/** The dialog, with Radix's, loads when the person asks to delete: most profile visits never do. */
const DeleteAccountDialog = lazyPart(() =>
  import('./delete-account-dialog.tsx').then((module) => ({ default: module.DeleteAccountDialog })),
);

export function YourDataSection({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const standing = useDeletionStanding(true);
  const obstacles = standing.data?.obstacles ?? [];
  const years = ACCOUNTING_RETENTION_YEARS;
  return (
    <section
      aria-labelledby="your-data-title"
      className="rounded-sheet bg-surface p-5 shadow-card sm:p-8"
      id="your-data"
    >
      <h2 id="your-data-title" className="text-xl font-bold tracking-tight sm:text-2xl">
        {t('yourData.section.title')}
      </h2>
      <p className="mt-1 text-muted">{t('yourData.section.lead')}</p>
      <div className="mt-5 flex flex-col gap-2">
        <a href="/secure/account/export" download className={buttonClasses('secondary', 'md', 'self-start')}>
          {t('yourData.section.download')}
        </a>
        <p className="text-sm text-muted">{t('yourData.section.downloadHint')}</p>
      </div>
      <div className="mt-6 flex flex-col gap-2 border-t border-line pt-5">
        {obstacles.length ? (
          <div role="status" className="rounded-card bg-sand/60 p-4">
            <p className="font-semibold">{t('yourData.section.blocked')}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {obstacles.map((obstacle) => (
                <li key={obstacle}>{describe({ code: `privacy.deleteRefused.${obstacle}` })}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <Button
          variant="secondary"
          className="self-start text-paprika-dark"
          disabled={!standing.data || obstacles.length > 0}
          onClick={() => setOpen(true)}
        >
          {t('yourData.section.delete')}
        </Button>
        <p className="text-sm text-muted">{t('yourData.section.deleteHint', { years })}</p>
        <Link
          to="/privacy"
          className="self-start font-semibold text-paprika-dark underline underline-offset-4"
        >
          {t('yourData.section.readMore')}
        </Link>
      </div>
      {standing.data && open ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            open={open}
            onOpenChange={setOpen}
            hasPassword={standing.data.hasPassword}
            onDeleted={onDeleted}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
