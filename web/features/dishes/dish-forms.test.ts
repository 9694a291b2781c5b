import { describe, expect, test } from 'vitest';
import { mainInfoDefaults, detailsDefaults, type MainInfoValues } from './dish-forms.ts';
import type { EditableProduct } from './types.ts';
import {
  DetailsFormSchema,
  MainInfoFormSchema,
  toDetailsInput,
  toProductInput,
} from './dish-form-schemas.ts';

const main: MainInfoValues = {
  title: '  Kibinai  ',
  description: 'Trakai pastries',
  pricing: 'time',
  price: '',
  measureUnit: 'item',
  size: '',
  videoURL: '',
  active: true,
};
const editable: EditableProduct = {
  id: 7,
  userId: 'chef-1',
  title: 'Kibinai',
  description: 'Trakai pastries',
  storedPrice: null,
  fixedPrice: false,
  measureUnit: 'item',
  size: null,
  videoURL: null,
  active: true,
  relatedFiles: [],
  chef: { storeName: 'ona' },
};
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('main info (spec marketplace §5 through the domain schema)', () => {
  test.each([
    ['title', '', 'forms.validation.required'],
    ['title', 'x'.repeat(256), 'forms.validation.maxLength'],
    ['description', ' ', 'forms.validation.required'],
    ['description', 'x'.repeat(8001), 'forms.validation.maxLength'],
    ['videoURL', 'x'.repeat(501), 'forms.validation.maxLength'],
    ['price', 'twelve', 'dishEditor.invalidPrice'],
    ['price', '12.555', 'dishEditor.invalidPrice'],
    ['price', '-5', 'dishEditor.invalidPrice'],
    ['price', '0', 'dishEditor.invalidPrice'],
    ['price', '10000.01', 'forms.validation.max'],
  ])('%s=%j -> %s', (field, value, code) => {
    expect(firstMessage(MainInfoFormSchema.safeParse({ ...main, [field]: value }))).toBe(code);
  });

  test('a new dish starts with "Enabled" unticked; an existing one keeps its flag', () => {
    expect(mainInfoDefaults(undefined).active).toBe(false);
  });

  test('a fixed price is required, typed in euros with a dot or a comma, and sent in cents', () => {
    const fixed = { ...main, pricing: 'fixed' as const };
    expect(MainInfoFormSchema.safeParse(main).success).toBe(true);
    expect(firstMessage(MainInfoFormSchema.safeParse(fixed))).toBe('dishEditor.fixedPriceRequired');
    expect(toProductInput({ ...fixed, price: '12,5' }, undefined)).toMatchObject({
      title: 'Kibinai',
      price: 1250,
      fixedPrice: true,
    });
    expect(toProductInput({ ...fixed, price: ' 19.99 ' }, undefined)).toMatchObject({ price: 1999 });
  });

  test('priced by time, no price is sent and the dish is not fixed-price', () => {
    expect(toProductInput({ ...main, price: '12.50' }, 7)).toMatchObject({
      id: 7,
      price: undefined,
      fixedPrice: false,
      size: '',
      active: true,
    });
  });

  test('a stored price fills the field in euros with two decimals, none leaves it empty', () => {
    const stored = (storedPrice: number | null) =>
      mainInfoDefaults({ ...editable, storedPrice, fixedPrice: storedPrice !== null }).price;
    expect([stored(1250), stored(1200), stored(null)]).toEqual(['12.50', '12.00', '']);
  });
});

describe('details', () => {
  const details = {
    kitchenType: 'georgian',
    preparationMinutes: '90',
    preparationDescription: 'In the oven',
    calories: '650',
    servingsNumber: '2',
    ingredients: [
      { name: 'Sūris', value: '300', unit: 'g' },
      { name: 'Miltai', value: '0,5', unit: 'kg' },
      { name: '', value: '3', unit: 'pcs' },
      { name: 'Druska', value: '', unit: '' },
      { name: 'Kiaušiniai', value: '2', unit: '' },
    ],
    allergens: ['gluten', 'milk'],
  };

  test.each([
    ['kitchenType', '', 'forms.validation.required'],
    ['preparationMinutes', '0', 'forms.validation.min'],
    ['calories', '', 'forms.validation.required'],
    ['servingsNumber', '0', 'forms.validation.min'],
    ['preparationDescription', '', 'forms.validation.required'],
    ['preparationDescription', 'x'.repeat(5001), 'forms.validation.maxLength'],
    ['allergens', [], 'dishes.allergensRequired'],
    ['allergens', ['none', 'milk'], 'dishes.allergensNoneAlone'],
  ])('%s=%j -> %s', (field, value, code) => {
    expect(firstMessage(DetailsFormSchema.safeParse({ ...details, [field]: value }))).toBe(code);
  });

  test('an ingredient unit outside the list is refused', () => {
    const rows = [{ name: 'Miltai', value: '1', unit: 'bucket' }];
    expect(firstMessage(DetailsFormSchema.safeParse({ ...details, ingredients: rows }))).toBe(
      'dishes.invalidIngredientUnit',
    );
  });

  test('only complete ingredient rows are sent, in their order with their units, numbers as numbers, allergens as a list', () => {
    expect(toDetailsInput(details, 7)).toEqual({
      productId: 7,
      kitchenType: 'georgian',
      preparationMinutes: 90,
      preparationDescription: 'In the oven',
      calories: 650,
      servingsNumber: 2,
      ingridients: JSON.stringify([
        { name: 'Sūris', value: 300, unit: 'g' },
        { name: 'Miltai', value: 0.5, unit: 'kg' },
        { name: 'Kiaušiniai', value: 2, unit: null },
      ]),
      allergens: ['gluten', 'milk'],
    });
    expect(toDetailsInput({ ...details, allergens: ['none'] }, 7).allergens).toEqual(['none']);
  });

  test('edit mode starts from the ordered list with units when the server sends it', () => {
    expect(
      detailsDefaults({
        kitchenType: 'pizza',
        preparationMinutes: 30,
        preparationDescription: 'Wood oven',
        ingridients: '{"Mozzarella":250,"Miltai":300}',
        ingredients: [
          { name: 'Miltai', value: 300, unit: 'g' },
          { name: 'Mozzarella', value: 250, unit: null },
        ],
        calories: 900,
        servingsNumber: 2,
        allergens: ['gluten'],
      }).ingredients,
    ).toEqual([
      { name: 'Miltai', value: '300', unit: 'g' },
      { name: 'Mozzarella', value: '250', unit: '' },
    ]);
  });

  test('edit mode starts from the stored details; a new dish starts with one empty ingredient row', () => {
    expect(
      detailsDefaults({
        kitchenType: 'pizza',
        preparationMinutes: 30,
        preparationDescription: 'Wood oven',
        ingridients: '{"Mozzarella":250,"Basil":5}',
        // The server answers the ordered list with units beside the spec's text.
        ingredients: [
          { name: 'Mozzarella', value: 250, unit: 'g' },
          { name: 'Basil', value: 5, unit: null },
        ],
        calories: 900,
        servingsNumber: 2,
        allergens: ['gluten'],
      }),
    ).toEqual({
      kitchenType: 'pizza',
      preparationMinutes: '30',
      preparationDescription: 'Wood oven',
      calories: '900',
      servingsNumber: '2',
      ingredients: [
        { name: 'Mozzarella', value: '250', unit: 'g' },
        { name: 'Basil', value: '5', unit: '' },
      ],
      allergens: ['gluten'],
    });
    expect(detailsDefaults(null).ingredients).toEqual([{ name: '', value: '', unit: '' }]);
  });
});
