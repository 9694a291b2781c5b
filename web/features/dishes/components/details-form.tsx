import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { KITCHEN_TYPES } from '#domain/chefs/kitchen-types.ts';
import { ALLERGENS, NO_ALLERGENS } from '#domain/dishes/allergens.ts';
import { DISH_LIMITS, INGREDIENT_UNITS } from '#domain/dishes/dish-limits.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { describe, type Describable } from '../../../i18n/describe.ts';
import { fieldErrorText, lazyResolver } from '../../../lib/form-resolver.ts';
import { useSaveProductDetails } from '../api/save-product-details.ts';
import { detailsDefaults, EMPTY_INGREDIENT, type DetailsValues } from '../dish-forms.ts';
import { saveFailure } from '../save-errors.ts';
import type { EditableDetails } from '../types.ts';
import '../texts.ts';

const FIELDS = [
  'kitchenType',
  'preparationMinutes',
  'preparationDescription',
  'calories',
  'servingsNumber',
  'allergens',
] as const;

interface DetailsFormProps {
  productId: number | null;
  details: EditableDetails | null | undefined;
  submitLabel: string;
  onSaved: () => void;
  onDirtyChange: (isDirty: boolean) => void;
}

/** Choosing "none" clears the allergens; choosing an allergen clears "none" (the domain refuses both). */
export function toggleAllergenChoice(current: readonly string[], value: string): string[] {
  if (current.includes(value)) return current.filter((item) => item !== value);
  if (value === NO_ALLERGENS) return [NO_ALLERGENS];
  return [...current.filter((item) => item !== NO_ALLERGENS), value];
}

/** Step 2 (spec marketplace §2): POST /secure/product-details. */
export function DetailsForm({ productId, details, submitLabel, onSaved, onDirtyChange }: DetailsFormProps) {
  const { t } = useTranslation();
  const save = useSaveProductDetails();
  const [failure, setFailure] = useState<Describable | null>(null);
  const [saved, setSaved] = useState(false);
  const allergensId = useId();
  const resolver = useMemo(
    () =>
      lazyResolver<DetailsValues>(() =>
        import('../dish-form-schemas.ts').then((forms) => forms.DetailsFormSchema),
      ),
    [],
  );
  const form = useForm<DetailsValues>({ resolver, defaultValues: detailsDefaults(details) });
  const { register, formState, control } = form;
  const { errors, isDirty } = formState;
  const rows = useFieldArray({ control, name: 'ingredients' });
  const preparation = useWatch({ control, name: 'preparationDescription' }) ?? '';

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  const handleSubmit = form.handleSubmit(async () => {
    setFailure(null);
    setSaved(false);
    // spec marketplace §4: saving details without a product gives "No productId".
    if (!productId) {
      setFailure({ code: 'dishes.noProductId' });
      return;
    }
    const values = form.getValues();
    try {
      // Loaded already: the form validated with the same module before it got here.
      const { toDetailsInput } = await import('../dish-form-schemas.ts');
      await save.mutateAsync(toDetailsInput(values, productId));
      form.reset(values);
      setSaved(true);
      onSaved();
    } catch (error) {
      setFailure(
        saveFailure(error, 'dishEditor.errors.detailsCreationFailed', FIELDS, (field, fieldError) =>
          form.setError(field as keyof DetailsValues, fieldError),
        ),
      );
    }
  });

  const label = {
    kitchenType: t('dishEditor.fields.kitchenType'),
    preparationMinutes: t('dishEditor.fields.preparationMinutes'),
    preparationDescription: t('dishEditor.fields.preparationDescription'),
    calories: t('dishEditor.fields.calories'),
    servingsNumber: t('dishEditor.fields.servingsNumber'),
    allergens: t('dishEditor.fields.allergens'),
  };
  const allergenError = fieldErrorText(errors.allergens as FieldError | undefined, label.allergens);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-5">
      {failure ? <Banner tone="error">{describe(failure)}</Banner> : null}
      <SelectField
        label={label.kitchenType}
        placeholder={t('dishEditor.fields.chooseKitchenType')}
        options={KITCHEN_TYPES.map((type) => ({ value: type, label: t(`catalog.kitchenTypes.${type}`) }))}
        error={fieldErrorText(errors.kitchenType, label.kitchenType)}
        {...register('kitchenType')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label={label.preparationMinutes}
          type="number"
          inputMode="numeric"
          min={1}
          max={DISH_LIMITS.preparationMinutes}
          error={fieldErrorText(errors.preparationMinutes, label.preparationMinutes)}
          {...register('preparationMinutes')}
        />
        <TextField
          label={label.servingsNumber}
          type="number"
          inputMode="numeric"
          min={1}
          max={DISH_LIMITS.servingsNumber}
          error={fieldErrorText(errors.servingsNumber, label.servingsNumber)}
          {...register('servingsNumber')}
        />
        <TextField
          label={label.calories}
          type="number"
          inputMode="numeric"
          min={0}
          max={DISH_LIMITS.calories}
          error={fieldErrorText(errors.calories, label.calories)}
          {...register('calories')}
        />
      </div>
      <TextAreaField
        label={label.preparationDescription}
        rows={4}
        maxLength={DISH_LIMITS.preparationDescription}
        counter={`${preparation.length} / ${DISH_LIMITS.preparationDescription}`}
        error={fieldErrorText(errors.preparationDescription, label.preparationDescription)}
        {...register('preparationDescription')}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold text-ink">{t('dishEditor.fields.ingredients')}</legend>
        <p className="-mt-1 text-sm text-muted">{t('dishEditor.fields.ingredientsHint')}</p>
        <ul className="flex flex-col gap-2">
          {rows.fields.map((row, index) => (
            <li key={row.id} className="flex items-start gap-2">
              <TextField
                label={t('dishEditor.fields.ingredientName', { index: index + 1 })}
                placeholder={t('dishEditor.fields.namePlaceholder')}
                className="min-w-0 flex-1 [&>label]:sr-only"
                maxLength={100}
                {...register(`ingredients.${index}.name`)}
              />
              <TextField
                label={t('dishEditor.fields.ingredientValue', { index: index + 1 })}
                placeholder={t('dishEditor.fields.valuePlaceholder')}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                className="w-24 shrink-0 sm:w-32 [&>label]:sr-only"
                {...register(`ingredients.${index}.value`)}
              />
              <SelectField
                label={t('dishEditor.fields.ingredientUnit', { index: index + 1 })}
                options={[
                  { value: '', label: t('dishEditor.fields.units.none') },
                  ...INGREDIENT_UNITS.map((unit) => ({
                    value: unit,
                    label: t(`dishEditor.fields.units.${unit}`),
                  })),
                ]}
                className="w-28 shrink-0 sm:w-40 [&>label]:sr-only"
                {...register(`ingredients.${index}.unit`)}
              />
              <button
                type="button"
                onClick={() => rows.remove(index)}
                aria-label={t('dishEditor.fields.removeIngredient', { index: index + 1 })}
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
              >
                <CloseIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
        {rows.fields.length < DISH_LIMITS.ingredients ? (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => rows.append(EMPTY_INGREDIENT)}
          >
            {t('dishEditor.fields.addIngredient')}
          </Button>
        ) : null}
      </fieldset>

      <Controller
        control={control}
        name="allergens"
        render={({ field }) => (
          <fieldset
            aria-describedby={`${allergensId}-hint${allergenError ? ` ${allergensId}-error` : ''}`}
            className="flex flex-col gap-2"
          >
            <legend className="text-sm font-semibold text-ink">
              {label.allergens} <span aria-hidden="true">*</span>
            </legend>
            <p id={`${allergensId}-hint`} className="-mt-1 text-sm text-muted">
              {t('dishEditor.fields.allergensHint')}
            </p>
            <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-4">
              {ALLERGENS.map((allergen) => (
                <label key={allergen} className="flex min-h-11 cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 cursor-pointer accent-paprika"
                    checked={field.value.includes(allergen)}
                    onChange={() => field.onChange(toggleAllergenChoice(field.value, allergen))}
                    onBlur={field.onBlur}
                  />
                  {t(`catalog.allergens.${allergen}`)}
                </label>
              ))}
            </div>
            <label className="mt-1 flex min-h-11 cursor-pointer items-center gap-3 border-t border-line pt-2 font-semibold">
              <input
                type="checkbox"
                className="size-5 shrink-0 cursor-pointer accent-paprika"
                checked={field.value.includes(NO_ALLERGENS)}
                onChange={() => field.onChange(toggleAllergenChoice(field.value, NO_ALLERGENS))}
                onBlur={field.onBlur}
              />
              {t('dishEditor.fields.noneOfThese')}
            </label>
            {allergenError ? (
              <p id={`${allergensId}-error`} role="alert" className="text-sm font-medium text-danger">
                {allergenError}
              </p>
            ) : null}
          </fieldset>
        )}
      />

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
