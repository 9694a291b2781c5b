import { describe, expect, test } from 'vitest';
import { toFieldIssues } from '../validation.ts';
import { EventRequestInputSchema, ProposalInputSchema } from './event-request.schema.ts';

const request = {
  serviceDate: 1_798_000_000,
  city: 'Vilnius',
  guests: 12,
  budgetKind: 'perPerson',
  budget: 4500,
  cuisines: ['lithuanian'],
  allergens: ['nuts'],
  occasion: 'birthday',
  note: 'Grandmother turns 80.',
};

const proposal = {
  courses: [{ dishId: 7 }, { title: 'Kibinai', allergens: ['gluten', 'eggs'] }],
  includes: ['shopping', 'cooking'],
  price: 54_000,
  durationMinutes: 240,
};

function firstIssue(schema: typeof EventRequestInputSchema | typeof ProposalInputSchema, input: object) {
  const result = schema.safeParse(input);
  return result.success ? undefined : toFieldIssues(result.error)[0];
}

describe('an event request', () => {
  test('a complete request passes, with lists sent as JSON text from a form too', () => {
    expect(EventRequestInputSchema.parse(request)).toMatchObject({ guests: 12, cuisines: ['lithuanian'] });
    const fromForm = EventRequestInputSchema.parse({
      ...request,
      guests: '12',
      budget: '4500',
      serviceDate: String(request.serviceDate),
      cuisines: '["lithuanian","desserts"]',
      allergens: '',
    });
    expect(fromForm).toMatchObject({
      guests: 12,
      budget: 4500,
      cuisines: ['lithuanian', 'desserts'],
      allergens: [],
    });
  });

  test.each([
    ['guests', 0, 'eventRequests.guestsRange'],
    ['guests', 500, 'eventRequests.guestsRange'],
    ['guests', 2.5, 'forms.validation.invalidFormat'],
    ['budget', -1, 'eventRequests.budgetPositive'],
    ['budget', 0, 'eventRequests.budgetPositive'],
    ['city', '   ', 'forms.validation.required'],
    ['budgetKind', 'per-head', 'forms.validation.invalidFormat'],
    ['occasion', 'wake', 'forms.validation.invalidFormat'],
    ['cuisines', ['lithuanian', 'lithuanian'], 'forms.validation.invalidFormat'],
    ['cuisines', ['french', 'asian', 'vegan', 'pizza'], 'forms.validation.max'],
    ['allergens', ['peanut'], 'forms.validation.invalidFormat'],
    ['allergens', '[not json', 'forms.validation.invalidFormat'],
  ])('%s = %j is refused with its field named (%s)', (field, value, code) => {
    expect(firstIssue(EventRequestInputSchema, { ...request, [field]: value })).toMatchObject({
      field,
      code,
    });
  });

  test('a missing date is required, not invalid', () => {
    const { serviceDate: _, ...rest } = request;
    expect(firstIssue(EventRequestInputSchema, rest)).toMatchObject({
      field: 'serviceDate',
      code: 'forms.validation.required',
    });
  });
});

describe('a proposal', () => {
  test('courses are the chef’s dishes or courses in words with their allergens', () => {
    expect(ProposalInputSchema.parse(proposal).courses).toHaveLength(2);
    expect(
      ProposalInputSchema.parse({ ...proposal, courses: JSON.stringify(proposal.courses) }).courses,
    ).toEqual(proposal.courses);
  });

  test.each([
    ['courses', [], 'eventRequests.menuEmpty'],
    ['courses', [{ title: 'Soup' }], 'forms.validation.invalidFormat'],
    ['courses', [{ title: 'Soup', allergens: ['none', 'milk'] }], 'forms.validation.invalidFormat'],
    ['courses', [{ dishId: 3, title: 'Both' }], 'forms.validation.invalidFormat'],
    ['includes', [], 'eventRequests.includesRequired'],
    ['price', 999, 'forms.validation.min'],
    ['price', -100, 'forms.validation.min'],
    ['durationMinutes', 20, 'forms.validation.min'],
    ['durationMinutes', 24 * 60, 'forms.validation.max'],
  ])('%s = %j is refused with its field named (%s)', (field, value, code) => {
    expect(firstIssue(ProposalInputSchema, { ...proposal, [field]: value })).toMatchObject({ field, code });
  });
});
