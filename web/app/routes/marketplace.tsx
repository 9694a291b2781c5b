import { useTranslation } from '../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { ChefList } from '../../features/catalog/components/chef-list.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/** spec marketplace §2: the chef list (/mp) with search, filters and infinite scroll. */
export function MarketplacePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
      <DocumentTitle title={`${t('catalog.list.title')} · ${BRAND_NAME}`} />
      <header className="mb-6">
        <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">{t('catalog.list.title')}</h1>
        <p className="mt-2 text-lg text-muted">{t('catalog.list.lead')}</p>
      </header>
      <ChefList />
    </div>
  );
}
