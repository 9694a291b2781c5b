import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { describe } from '../../../i18n/describe.ts';
import { isApiError } from '../../../lib/api-client.ts';
import type { LedgerEntry } from '#domain/assets/assets.response.ts';
import { useAssets } from '../api/assets.ts';
import '../texts.ts';
import { useAssetFormat } from '../format.ts';
import { ASSET_PRICE_CENTS } from '#domain/assets/asset-rules.ts';

/**
 * /board (spec accounts §2, marketplace §2): the asset balance followed by its symbol (0 when there
 * is none), and the latest ledger rows; with nothing yet, an invitation to buy.
 */
export function AssetBoard() {
  const { t } = useTranslation();
  const board = useAssets();
  const { volume, euro } = useAssetFormat();

  if (board.isPending) {
    return (
      <section aria-busy="true" aria-labelledby="board-title">
        <h1 id="board-title" className="text-3xl font-black tracking-tight text-ink sm:text-4xl">
          {t('assetPages.board.title')}
        </h1>
        <p role="status" className="sr-only">
          {t('assetPages.board.loading')}
        </p>
        <div className="mt-6 rounded-card bg-surface p-6 shadow-card">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="mt-3 h-12 w-48" />
        </div>
        <Skeleton className="mt-8 h-6 w-40" />
        <Skeleton className="mt-4 h-14 w-full" />
        <Skeleton className="mt-2 h-14 w-full" />
      </section>
    );
  }

  if (board.isError) {
    const error = board.error;
    return (
      <div role="alert" className="rounded-card border border-danger/30 bg-danger-soft p-6 text-danger">
        <p className="text-lg font-bold">{t('assetPages.board.loadFailed')}</p>
        {isApiError(error) ? (
          <p className="mt-1">{describe({ code: error.firstMessage?.code, message: error.message })}</p>
        ) : null}
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => void board.refetch()}
          isLoading={board.isRefetching}
        >
          {t('assetPages.board.retry')}
        </Button>
      </div>
    );
  }

  const { entries } = board.data;
  return (
    <section aria-labelledby="board-title">
      <h1 id="board-title" className="text-3xl font-black tracking-tight text-ink sm:text-4xl">
        {t('assetPages.board.title')}
      </h1>
      <div className="mt-6 flex flex-col gap-4 rounded-card bg-surface p-6 shadow-card sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="font-semibold text-muted">{t('assetPages.board.balance')}</p>
          <p className="mt-1 text-5xl font-black text-paprika-dark tabular-nums" data-testid="asset-balance">
            {volume(board.data.volume)}
          </p>
          {/* The credits' worth in euros, so the balance means something at a glance. */}
          {board.data.volume > 0 ? (
            <p className="mt-1 text-sm text-muted" data-testid="asset-worth">
              {t('assetPages.board.worth', {
                amount: euro(board.data.volume * ASSET_PRICE_CENTS),
                rate: euro(ASSET_PRICE_CENTS),
              })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/buy" className={buttonClasses(board.data.volume > 0 ? 'secondary' : 'primary')}>
            {t('assetPages.board.buy')}
          </Link>
          {board.data.volume > 0 ? (
            <Link to="/execute" className={buttonClasses('primary')}>
              {t('assetPages.board.transfer')}
            </Link>
          ) : null}
        </div>
      </div>

      {entries.length === 0 ? (
        <div className="mt-8 rounded-card border border-dashed border-line p-6 text-center">
          <h2 className="text-xl font-extrabold text-ink">{t('assetPages.board.emptyTitle')}</h2>
          <p className="mt-2 text-muted">{t('assetPages.board.emptyBody')}</p>
          <Link to="/buy" className={buttonClasses('primary', 'lg', 'mt-5')}>
            {t('assetPages.board.buy')}
          </Link>
        </div>
      ) : (
        <>
          <h2 className="mt-8 text-xl font-extrabold text-ink">{t('assetPages.board.recent')}</h2>
          <ul className="mt-3 flex flex-col divide-y divide-line rounded-card bg-surface shadow-card">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation();
  const { signedVolume, date } = useAssetFormat();
  const detail =
    entry.kind === 'transfer-in' && entry.counterparty
      ? t('assetPages.board.from', { name: entry.counterparty })
      : entry.recipientAddress
        ? t('assetPages.board.to', { address: entry.recipientAddress })
        : null;
  return (
    <li className="flex items-center justify-between gap-4 px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {t(`assetPages.board.kind.${entry.kind}`)}
          {entry.kind === 'withdrawal' && entry.withdrawalStatus ? (
            <span className="ml-2 text-sm font-normal text-muted">
              ({t(`assetPages.board.withdrawalStatus.${entry.withdrawalStatus}`)})
            </span>
          ) : null}
        </p>
        <p className="truncate text-sm text-muted">
          {date(entry.createdTimestamp)}
          {detail ? ` · ${detail}` : ''}
        </p>
      </div>
      <span
        className={`shrink-0 text-lg font-bold tabular-nums ${entry.delta >= 0 ? 'text-basil' : 'text-ink'}`}
      >
        {signedVolume(entry.delta)}
      </span>
    </li>
  );
}
