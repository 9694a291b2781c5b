import { describe, expect, test } from 'vitest';
import { chefQuestionnaire } from '../onboarding/questionnaire.ts';
import { KITCHEN_LABELS, kitchenLabel } from './kitchen-labels.ts';
import { KITCHEN_TYPES, kitchenTypeOfCuisineOption } from './kitchen-types.ts';

describe('kitchen types and the questionnaire cuisines', () => {
  test.each(['en', 'lt'] as const)('each cuisine option names its kitchen type (%s)', (lang) => {
    const cuisines = chefQuestionnaire(lang).questions.find((q) => q.questionId === 9)!;
    const options = cuisines.answerOptions ?? [];
    expect(options.length).toBe(KITCHEN_TYPES.length);
    for (const option of options) {
      const type = kitchenTypeOfCuisineOption(option.optionId);
      expect(type, option.optionTitle).toBeDefined();
      expect(KITCHEN_LABELS[lang][type!]).toBe(option.optionTitle);
    }
  });

  test('Lithuanian is a kitchen type; console labels fall back to the code', () => {
    expect(kitchenTypeOfCuisineOption(47)).toBe('lithuanian');
    expect(kitchenLabel('lithuanian', 'lt')).toBe('Lietuvių');
    expect(kitchenLabel('martian', 'en')).toBe('martian');
  });
});
