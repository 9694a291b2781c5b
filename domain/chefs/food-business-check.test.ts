import { describe, expect, test } from 'vitest';
import { foodBusinessCheckProblem, foodBusinessCheckState } from './food-business-check.ts';

describe("the operator's check of a VMVT number", () => {
  test('no number, not looked up, checked, or changed since', () => {
    expect(foodBusinessCheckState({ number: null, checkedNumber: null })).toBe('none');
    expect(foodBusinessCheckState({ number: '  ', checkedNumber: 'LT-1' })).toBe('none');
    expect(foodBusinessCheckState({ number: 'LT 12-345', checkedNumber: null })).toBe('unchecked');
    expect(foodBusinessCheckState({ number: 'LT 12-345', checkedNumber: 'lt12-345' })).toBe('checked');
    expect(foodBusinessCheckState({ number: 'LT 12-346', checkedNumber: 'LT 12-345' })).toBe('outdated');
  });

  test('nothing to check without a number; nothing to take back that was never checked', () => {
    expect(foodBusinessCheckProblem({ number: null, checkedNumber: null }, 'check')).toBe(
      'console.noFoodBusinessNumber',
    );
    expect(foodBusinessCheckProblem({ number: 'LT-1', checkedNumber: null }, 'check')).toBeUndefined();
    expect(foodBusinessCheckProblem({ number: 'LT-1', checkedNumber: null }, 'withdraw')).toBe(
      'console.foodBusinessNotChecked',
    );
    // A changed number's old check can still be taken back.
    expect(foodBusinessCheckProblem({ number: 'LT-2', checkedNumber: 'LT-1' }, 'withdraw')).toBeUndefined();
  });
});
