/** Money is integer cents everywhere (DESIGN §3); these helpers keep the arithmetic integral. */
export type Cents = number;

/** `percent` of `cents`, rounded half up, computed in basis points so no float drift creeps in. */
export function percentOf(cents: Cents, percent: number): Cents {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

export function sum(values: readonly Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0);
}
