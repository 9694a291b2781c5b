import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { BRAND_NAME } from '#domain/constants.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { translateCode } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useEditableDish } from '../api/get-editable-dish.ts';
import { EDITOR_TABS, type EditorTab, type TabState } from '../editor-tabs.ts';
import { CompletenessNote } from './completeness-note.tsx';
import { DetailsForm } from './details-form.tsx';
import { EditorTabList, panelId, tabId } from './editor-tab-list.tsx';
import { ImagesStep } from './images-step.tsx';
import { MainInfoForm } from './main-info-form.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import '../texts.ts';

interface DishEditorProps {
  /** The dish being edited (/product/{id}); none when creating (/product). */
  productId: string | undefined;
  /** The signed-in user's id, to tell "someone else's dish" before the server refuses a save. */
  viewerId: string | null;
}

const NO_CHANGES: Record<EditorTab, boolean> = { main: false, details: false, images: false };

/**
 * The dish editor (spec marketplace §2 "Dish create/edit"): main info, then details, then images.
 * Panels stay mounted while hidden, so switching tabs never loses typed text.
 */
export function DishEditor({ productId: routeId, viewerId }: DishEditorProps) {
  const { t } = useTranslation();
  const mode = routeId ? 'edit' : 'create';
  const [createdId, setCreatedId] = useState<number | null>(null);
  const productId = routeId ? Number(routeId) : createdId;
  const dish = useEditableDish(productId ? String(productId) : null);
  const [active, setActive] = useState<EditorTab>('main');
  const [savedSteps, setSavedSteps] = useState(0);
  const [dirty, setDirty] = useState(NO_CHANGES);

  const tabState: TabState = { mode, active, savedSteps, isDirty: dirty[active] };
  const setTabDirty = useCallback(
    (tab: EditorTab, isDirty: boolean) =>
      setDirty((current) => (current[tab] === isDirty ? current : { ...current, [tab]: isDirty })),
    [],
  );
  const onMainDirty = useCallback((isDirty: boolean) => setTabDirty('main', isDirty), [setTabDirty]);
  const onDetailsDirty = useCallback((isDirty: boolean) => setTabDirty('details', isDirty), [setTabDirty]);
  const onImagesDirty = useCallback((isDirty: boolean) => setTabDirty('images', isDirty), [setTabDirty]);

  const title = mode === 'create' ? t('dishEditor.createTitle') : t('dishEditor.editTitle');
  const heading = (
    <header className="flex flex-col gap-2">
      <DocumentTitle title={`${title} · ${BRAND_NAME}`} />
      <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">{title}</h1>
      {mode === 'create' ? <p className="text-lg text-muted">{t('dishEditor.lead')}</p> : null}
    </header>
  );

  if (mode === 'edit' && dish.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-6">
        {heading}
        <p role="status" className="sr-only">
          {t('dishEditor.loading')}
        </p>
        <Skeleton className="h-13 w-full rounded-full" />
        <Skeleton className="h-96 w-full rounded-card" />
      </div>
    );
  }

  if (mode === 'edit' && (dish.isError || !dish.data)) {
    const notFound = isApiError(dish.error) && (dish.error.status === 404 || dish.error.status === 400);
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <Banner tone="error">
          {notFound ? translateCode('dishes.notFound') : t('dishEditor.loadFailed')}
        </Banner>
        {notFound ? null : (
          <Button variant="secondary" className="self-start" onClick={() => void dish.refetch()}>
            {t('catalog.retry')}
          </Button>
        )}
      </div>
    );
  }

  const product = dish.data?.product;
  if (mode === 'edit' && product && viewerId && product.userId !== viewerId) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <Banner tone="error">{translateCode('dishes.notYours')}</Banner>
      </div>
    );
  }

  const stepLabel = (savedThrough: number) =>
    mode === 'create' && savedSteps < savedThrough ? t('dishEditor.save') : t('dishEditor.saveChanges');

  const handleMainSaved = (id: number) => {
    if (mode === 'create') {
      setCreatedId(id);
      if (savedSteps < 1) {
        setSavedSteps(1);
        setActive('details');
      }
    }
  };
  const handleDetailsSaved = () => {
    if (mode === 'create' && savedSteps < 2) {
      setSavedSteps(2);
      setActive('images');
    }
  };

  const activeIndex = EDITOR_TABS.indexOf(active);
  return (
    <div className="flex flex-col gap-6">
      {heading}
      {productId ? (
        <Link to={`/product-detail/${productId}`} className={buttonClasses('link', 'md', 'self-start')}>
          {t('dishEditor.viewDish')}
          <ArrowRightIcon size={16} />
        </Link>
      ) : null}

      <CompletenessNote dish={dish.data} />

      <div className="flex flex-col gap-2">
        <EditorTabList state={tabState} onSelect={setActive} />
        <p className="px-2 text-sm text-muted">
          {mode === 'create'
            ? t('dishEditor.stepOf', { step: activeIndex + 1, total: EDITOR_TABS.length })
            : tabState.isDirty
              ? t('dishEditor.unsavedNote')
              : ''}
        </p>
      </div>

      {EDITOR_TABS.map((tab) => (
        <section
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          hidden={tab !== active}
          tabIndex={0}
          className="rounded-card bg-surface p-5 shadow-card sm:p-8"
        >
          {tab === 'main' ? (
            <MainInfoForm
              productId={productId}
              product={product}
              submitLabel={stepLabel(1)}
              onSaved={handleMainSaved}
              onDirtyChange={onMainDirty}
            />
          ) : tab === 'details' ? (
            <DetailsForm
              productId={productId}
              details={dish.data?.details}
              submitLabel={stepLabel(2)}
              onSaved={handleDetailsSaved}
              onDirtyChange={onDetailsDirty}
            />
          ) : (
            <ImagesStep
              productId={productId}
              title={product?.title ?? ''}
              images={product?.relatedFiles ?? []}
              onDirtyChange={onImagesDirty}
              onImagesChanged={() => void dish.refetch()}
            />
          )}
        </section>
      ))}
    </div>
  );
}
