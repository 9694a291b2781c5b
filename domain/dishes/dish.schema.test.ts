import { describe, expect, test } from 'vitest';
import {
  DishDetailsInputSchema,
  ingredientsToJson,
  parseIngredients,
  ProductInputSchema,
} from './dish.schema.ts';

const details = {
  productId: '7',
  kitchenType: 'georgian',
  preparationMinutes: '90',
  preparationDescription: 'Baked in a hot oven.',
  calories: '650',
  servingsNumber: '2',
  allergens: 'gluten,milk,eggs',
};

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('dish rules (spec marketplace §5)', () => {
  test.each([
    ['title', '', 'forms.validation.required'],
    ['title', '   ', 'forms.validation.required'],
    ['title', 'x'.repeat(256), 'forms.validation.maxLength'],
    ['description', 'x'.repeat(8001), 'forms.validation.maxLength'],
    ['videoURL', 'x'.repeat(501), 'forms.validation.maxLength'],
  ])('main info %s=%j -> %s', (field, value, code) => {
    const input = { title: 'Chačapuri', description: 'Cheese bread', [field]: value };
    expect(firstMessage(ProductInputSchema.safeParse(input))).toBe(code);
  });

  test('limits themselves pass', () => {
    expect(
      ProductInputSchema.safeParse({
        title: 'x'.repeat(255),
        description: 'd'.repeat(8000),
        videoURL: `https://v.lt/${'v'.repeat(487)}`,
      }).success,
    ).toBe(true);
  });

  test.each([
    ['productId', undefined, 'dishes.noProductId'],
    ['kitchenType', '', 'forms.validation.required'],
    ['kitchenType', 'klingon', 'forms.validation.invalidKitchenType'],
    ['preparationMinutes', '', 'forms.validation.required'],
    ['preparationMinutes', '0', 'forms.validation.min'],
    ['calories', undefined, 'forms.validation.required'],
    ['servingsNumber', '0', 'forms.validation.min'],
    ['preparationDescription', 'x'.repeat(5001), 'forms.validation.maxLength'],
    ['allergens', '', 'dishes.allergensRequired'],
    ['allergens', 'none,milk', 'dishes.allergensNoneAlone'],
    ['allergens', 'kryptonite', 'dishes.invalidAllergen'],
    ['ingridients', '{broken', 'dishes.invalidIngredients'],
    ['ingridients', '{"miltai":"daug"}', 'dishes.invalidIngredients'],
  ])('details %s=%j -> %s', (field, value, code) => {
    expect(firstMessage(DishDetailsInputSchema.safeParse({ ...details, [field]: value }))).toBe(code);
  });

  test('good details parse into numbers and lists', () => {
    expect(
      DishDetailsInputSchema.parse({ ...details, ingridients: '{"Miltai":500,"Sūris":300}' }),
    ).toMatchObject({
      productId: 7,
      preparationMinutes: 90,
      allergens: ['gluten', 'milk', 'eggs'],
      ingridients: { Miltai: 500, Sūris: 300 },
    });
    expect(DishDetailsInputSchema.parse({ ...details, allergens: 'none' }).allergens).toEqual(['none']);
  });
});

describe('ingredients', () => {
  test('only rows with both a name and a value are sent', () => {
    const json = ingredientsToJson([
      { name: 'Miltai', value: '500' },
      { name: '', value: '2' },
      { name: 'Druska', value: '' },
      { name: 'Sviestas', value: '12,5' },
    ]);
    expect(JSON.parse(json)).toEqual({ Miltai: 500, Sviestas: 12.5 });
  });
  test('unparseable text shows no ingredients', () => {
    expect(parseIngredients('not json')).toEqual([]);
    expect(parseIngredients('{"Miltai":500}')).toEqual([{ name: 'Miltai', value: 500 }]);
  });
});
