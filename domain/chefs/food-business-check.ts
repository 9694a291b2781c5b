/**
 * 'VMVT registered': the chef's food-business number (entered by the chef, chef-profile-rules.ts)
 * looked up by an operator in VMVT's register, who records the number they found. The badge shows
 * only while the chef's number is the one that was checked: a changed number is checked again.
 */
export interface FoodBusinessFacts {
  /** The number the chef entered; null when none. */
  number: string | null;
  /** The number an operator recorded as found in the register; null when nobody has, or when taken back. */
  checkedNumber: string | null;
}

/** None entered, not looked up, checked, or checked before the chef changed it. */
export type FoodBusinessCheckState = 'none' | 'unchecked' | 'checked' | 'outdated';

/** The same number, whatever spaces and letter case it was typed with. */
const sameNumber = (a: string, b: string) =>
  a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();

export function foodBusinessCheckState({ number, checkedNumber }: FoodBusinessFacts): FoodBusinessCheckState {
  if (number === null || number.trim() === '') return 'none';
  if (checkedNumber === null) return 'unchecked';
  return sameNumber(number, checkedNumber) ? 'checked' : 'outdated';
}

/**
 * Why the operator cannot record (`check`) or take back (`withdraw`) the check now, as a message
 * code; undefined when they can.
 */
export function foodBusinessCheckProblem(
  facts: FoodBusinessFacts,
  action: 'check' | 'withdraw',
): 'console.noFoodBusinessNumber' | 'console.foodBusinessNotChecked' | undefined {
  if (action === 'check')
    return foodBusinessCheckState(facts) === 'none' ? 'console.noFoodBusinessNumber' : undefined;
  return facts.checkedNumber === null ? 'console.foodBusinessNotChecked' : undefined;
}
