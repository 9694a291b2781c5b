import { expect, test } from 'vitest';
import { aConsoleDecision } from '../../test/factories/console.ts';
import { durationParts, fromComplaint, fromConsole } from './decisions.ts';

test('waiting times use the largest whole unit', () => {
  expect(durationParts(59 * 60_000)).toEqual({ unit: 'minutes', count: 59 });
  expect(durationParts(47 * 3_600_000)).toEqual({ unit: 'hours', count: 47 });
  expect(durationParts(49 * 3_600_000)).toEqual({ unit: 'days', count: 2 });
});

test('decisions from the console and the complaints feature read alike', () => {
  expect(
    fromConsole([
      aConsoleDecision({
        id: 'a',
        action: 'approved',
        reason: null,
        decidedBy: { userId: 'u', email: 'op@x.lt' },
        createdTimestamp: 5,
      }),
    ]),
  ).toEqual([{ id: 'a', action: 'approved', reason: null, who: 'op@x.lt', at: 5 }]);
  expect(
    fromComplaint([{ who: { userId: 'u', email: 'op@x.lt' }, when: 7, action: 'partial', reason: 'Cold' }]),
  ).toEqual([{ action: 'partial', reason: 'Cold', who: 'op@x.lt', at: 7 }]);
});
