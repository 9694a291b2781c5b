import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { DISH_LIMITS } from '#domain/dishes/dish-limits.ts';
import { decimal } from '#domain/i18n/locale.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { fieldErrorText, lazyResolver } from '../../../lib/form-resolver.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { mainInfoDefaults, type MainInfoValues } from '../dish-forms.ts';
import { saveFailure } from '../save-errors.ts';
import type { EditableProduct } from '../types.ts';
import '../texts.ts';

const FIELDS = [
  'title',
  'description',
  'fixedPrice',
  'price',
  'measureUnit',
  'size',
  'videoURL',
  'active',
] as const;
const PRICINGS = ['time', 'fixed'] as const;

interface MainInfoFormProps {
  productId: number | null;
  product: EditableProduct | undefined;
  submitLabel: string;
  onSaved: (productId: number) => void;
  onDirtyChange: (isDirty: boolean) => void;
}

/** Step 1 (spec marketplace §2): POST /secure/product with the dish's main info. */
export function MainInfoForm({ productId, product, submitLabel, onSaved, onDirtyChange }: MainInfoFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveProduct();
  const [failure, setFailure] = useState<Describable | null>(null);
  const [saved, setSaved] = useState(false);
  const resolver = useMemo(
    () =>
      lazyResolver<MainInfoValues>(() =>
        import('../dish-form-schemas.ts').then((forms) => forms.MainInfoFormSchema),
      ),
    [],
  );
  const form = useForm<MainInfoValues>({ resolver, defaultValues: mainInfoDefaults(product) });
  const { register, formState, control } = form;
  const { errors, isDirty } = formState;
  const description = useWatch({ control, name: 'description' }) ?? '';
  const pricing = useWatch({ control, name: 'pricing' });

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  const handleSubmit = form.handleSubmit(async () => {
    const values = form.getValues();
    setFailure(null);
    setSaved(false);
    try {
      // Loaded already: the form validated with the same module before it got here.
      const { toProductInput } = await import('../dish-form-schemas.ts');
      const id = await save.mutateAsync(toProductInput(values, productId ?? undefined));
      form.reset(values);
      setSaved(true);
      onSaved(id);
    } catch (error) {
      setFailure(
        saveFailure(error, 'dishEditor.errors.productCreationFailed', FIELDS, (field, fieldError) =>
          form.setError(field as keyof MainInfoValues, fieldError),
        ),
      );
    }
  });

  const label = {
    title: t('dishEditor.fields.title'),
    description: t('dishEditor.fields.description'),
    price: t('dishEditor.fields.price'),
    measureUnit: t('dishEditor.fields.measureUnit'),
    size: t('dishEditor.fields.size'),
    videoURL: t('dishEditor.fields.videoURL'),
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-5">
      {failure ? <Banner tone="error">{describe(failure)}</Banner> : null}
      <TextField
        label={label.title}
        autoComplete="off"
        maxLength={DISH_LIMITS.title}
        error={fieldErrorText(errors.title, label.title)}
        {...register('title')}
      />
      <TextAreaField
        label={label.description}
        rows={5}
        maxLength={DISH_LIMITS.description}
        counter={`${description.length} / ${DISH_LIMITS.description}`}
        error={fieldErrorText(errors.description, label.description)}
        {...register('description')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-ink">{t('dishEditor.pricing.legend')}</legend>
        {PRICINGS.map((one) => (
          <label
            key={one}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-field border border-line bg-surface px-3 py-2 has-[:checked]:border-paprika has-[:checked]:bg-paprika-soft"
          >
            <input type="radio" value={one} className="mt-1 size-4 accent-paprika" {...register('pricing')} />
            <span>
              <span className="block font-semibold text-ink">{t(`dishEditor.pricing.${one}`)}</span>
              <span className="block text-sm text-muted">{t(`dishEditor.pricing.${one}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {pricing === 'fixed' ? (
        <TextField
          label={label.price}
          inputMode="decimal"
          autoComplete="off"
          placeholder={decimal('0.00', i18n.resolvedLanguage)}
          hint={t('dishEditor.fields.priceHint')}
          error={fieldErrorText(errors.price, label.price)}
          {...register('price')}
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={label.measureUnit}
          maxLength={DISH_LIMITS.measureUnit}
          hint={t('dishEditor.fields.measureUnitHint')}
          error={fieldErrorText(errors.measureUnit, label.measureUnit)}
          {...register('measureUnit')}
        />
        <TextField
          label={label.size}
          maxLength={DISH_LIMITS.size}
          hint={t('dishEditor.fields.sizeHint')}
          error={fieldErrorText(errors.size, label.size)}
          {...register('size')}
        />
      </div>
      <TextField
        label={label.videoURL}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={DISH_LIMITS.videoURL}
        error={fieldErrorText(errors.videoURL, label.videoURL)}
        {...register('videoURL')}
      />
      <CheckboxField label={t('dishEditor.fields.active')} {...register('active')} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" isLoading={save.isPending}>
          {submitLabel}
        </Button>
        <p role="status" className="font-semibold text-basil">
          {saved && !isDirty ? t('dishEditor.saved') : ''}
        </p>
      </div>
    </form>
  );
}
