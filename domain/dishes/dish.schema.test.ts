import { describe, expect, test } from 'vitest';
import {
  DishDetailsInputSchema,
  IngredientsSchema,
  type Ingredient,
  ingredientsAsSpecJson,
  ingredientsToJson,
  parseIngredients,
  toIngredientList,
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
      ingridients: [
        { name: 'Miltai', value: 500, unit: null },
        { name: 'Sūris', value: 300, unit: null },
      ],
    });
    expect(DishDetailsInputSchema.parse({ ...details, allergens: 'none' }).allergens).toEqual(['none']);
  });
});

describe('ingredients (spec marketplace §3, §5)', () => {
  test('only rows with both a name and a value are sent, in their order, with their units', () => {
    const json = ingredientsToJson([
      { name: 'Sviestas', value: '12,5', unit: 'g' },
      { name: '', value: '2' },
      { name: 'Druska', value: '' },
      { name: 'Miltai', value: '500', unit: 'g' },
      { name: 'Kiaušiniai', value: 3, unit: 'pcs' },
      { name: 'Vanduo', value: '1', unit: 'bucket' },
    ]);
    expect(JSON.parse(json)).toEqual([
      { name: 'Sviestas', value: 12.5, unit: 'g' },
      { name: 'Miltai', value: 500, unit: 'g' },
      { name: 'Kiaušiniai', value: 3, unit: 'pcs' },
      { name: 'Vanduo', value: 1, unit: null },
    ]);
  });
  test('the list keeps its order through the schema; the spec\u2019s map is read as a list without units', () => {
    const list: Ingredient[] = [
      { name: 'Žirniai', value: 200, unit: 'g' },
      { name: 'Alyva', value: 2, unit: 'tbsp' },
      { name: 'Agurkai', value: 2, unit: null },
    ];
    expect(IngredientsSchema.parse(JSON.stringify(list))).toEqual(list);
    expect(IngredientsSchema.parse('{"Miltai":500,"Druska":5}')).toEqual([
      { name: 'Miltai', value: 500, unit: null },
      { name: 'Druska', value: 5, unit: null },
    ]);
    expect(ingredientsAsSpecJson(list)).toBe('{"Žirniai":200,"Alyva":2,"Agurkai":2}');
  });
  test.each([
    ['an unknown unit', '[{"name":"Miltai","value":1,"unit":"bucket"}]', 'dishes.invalidIngredientUnit'],
    [
      'a name twice',
      '[{"name":"Miltai","value":1},{"name":"miltai","value":2}]',
      'dishes.duplicateIngredient',
    ],
    ['a negative amount', '[{"name":"Miltai","value":-1,"unit":"g"}]', 'dishes.invalidIngredients'],
    ['no name', '[{"name":" ","value":1,"unit":"g"}]', 'dishes.invalidIngredients'],
  ])('%s is refused', (_name, text, code) => {
    const result = IngredientsSchema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(code);
  });
  test('unparseable text shows no ingredients; stored values of either shape read as the list', () => {
    expect(parseIngredients('not json')).toEqual([]);
    expect(parseIngredients('{"Miltai":500}')).toEqual([{ name: 'Miltai', value: 500, unit: null }]);
    expect(toIngredientList([{ name: 'Miltai', value: 500, unit: 'g' }])).toEqual([
      { name: 'Miltai', value: 500, unit: 'g' },
    ]);
    expect(toIngredientList({ Miltai: 500 })).toEqual([{ name: 'Miltai', value: 500, unit: null }]);
    expect(toIngredientList(null)).toEqual([]);
  });
});
