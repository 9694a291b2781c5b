/**
 * The web tests' stubbed answers are built from the server's own response schemas, so a
 * stub the server could not send fails here, in the test, instead of passing against a screen the
 * real answer would break. Each factory starts from a plausible answer, applies the overrides and
 * parses the result with the schema (which throws on a wrong or missing field). Tests only: the app
 * imports these schemas' types, never zod through them.
 */
export function build<T>(schema: { parse(value: unknown): T }, base: T, overrides: Partial<T>): T {
  return schema.parse({ ...base, ...overrides });
}

/** The API envelope of a successful answer, as the server serialises it (domain/api-envelope.ts). */
export const okAnswer = <M>(model: M) => ({ success: true as const, model });
