import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation.ts';
import { Banner } from './ui/banner.tsx';
import { Button } from './ui/button.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/** Skeleton rows while a list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-20 w-full" />
      ))}
    </div>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Banner tone="error">
      <p>{t('common.loadFailed')}</p>
      <Button type="button" variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Banner>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-sheet border border-dashed border-line px-6 py-10 text-center">
      <p className="text-lg font-bold text-ink">{title}</p>
      {children ? <div className="mt-1 text-muted">{children}</div> : null}
    </div>
  );
}

/**
 * What every list of records (the console's, the message reports) shows before its rows: skeletons while loading, a retry when loading
 * failed, `empty` when there is nothing; otherwise `children` with the data.
 */
export function QueryStates<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  return <>{isEmpty(query.data) ? empty : children(query.data)}</>;
}

/** A segmented filter (radio group) above a list: open / resolved, due / made… */
export function Segmented<K extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
}) {
  return (
    <fieldset className="mb-4">
      <legend className="sr-only">{label}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-full bg-sand p-1">
        {options.map((option) => (
          <label
            key={option.key}
            className={`inline-flex min-h-9 cursor-pointer items-center rounded-full px-4 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-paprika ${
              option.key === value ? 'bg-surface text-ink shadow-card' : 'text-muted hover:text-ink'
            }`}
          >
            <input
              type="radio"
              className="sr-only"
              name={label}
              value={option.key}
              checked={option.key === value}
              onChange={() => onChange(option.key)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
