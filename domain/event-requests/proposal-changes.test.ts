import { expect, test } from 'vitest';
import { proposalChanges } from './proposal-changes.ts';

const first = {
  courses: [{ dishId: 1 }, { title: 'Kibinai', description: undefined, allergens: ['gluten' as const] }],
  includes: ['shopping' as const, 'cooking' as const],
  price: 50_000,
  durationMinutes: 240,
  message: 'Happy to adapt.',
};

test('an unchanged revision has no changes', () => {
  expect(proposalChanges(first, { ...first })).toEqual([]);
});

test('price, time, inclusions, courses and the message are each named', () => {
  const second = {
    courses: [
      { dishId: 1 },
      { title: 'Kibinai with mushrooms', description: undefined, allergens: ['gluten' as const] },
      { dishId: 9 },
    ],
    includes: ['shopping' as const, 'cooking' as const, 'cleaning' as const],
    price: 46_000,
    durationMinutes: 270,
    message: 'Cheaper, and I clean up.',
  };
  expect(proposalChanges(first, second)).toEqual([
    { kind: 'price', from: 50_000, to: 46_000 },
    { kind: 'duration', from: 240, to: 270 },
    { kind: 'includes', added: ['cleaning'], removed: [] },
    { kind: 'courses', added: 1, removed: 0, changed: 1 },
    { kind: 'message' },
  ]);
  expect(proposalChanges(second, first)).toContainEqual({
    kind: 'courses',
    added: 0,
    removed: 1,
    changed: 1,
  });
});
