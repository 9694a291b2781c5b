import { describe, expect, test } from 'vitest';
import { toFieldIssues } from '../validation.ts';
import {
  formatOpenRequestsCursor,
  OpenEventRequestsQuerySchema,
  readOpenRequestsCursor,
} from './open-requests.schema.ts';

describe("a chef's open requests cursor", () => {
  test('reads back what it wrote, to the microsecond', () => {
    const cursor = { serviceKey: '2026-07-01T15:00:00.123456Z', id: 42 };
    expect(formatOpenRequestsCursor(cursor)).toBe('2026-07-01T15:00:00.123456Z_42');
    expect(readOpenRequestsCursor(formatOpenRequestsCursor(cursor))).toEqual(cursor);
    expect(OpenEventRequestsQuerySchema.parse({ cursor: '2026-07-01T15:00:00.123456Z_42' })).toEqual({
      cursor,
    });
  });

  test('no cursor, or an empty one, is the first page', () => {
    expect(OpenEventRequestsQuerySchema.parse({})).toEqual({});
    expect(OpenEventRequestsQuerySchema.parse({ cursor: '' })).toEqual({});
  });

  test.each([
    ['words', 'abc'],
    ['no id', '2026-07-01T15:00:00.000000Z'],
    ['milliseconds only', '2026-07-01T15:00:00.000Z_1'],
    ['30 February', '2026-02-30T15:00:00.000000Z_1'],
    ['hour 24', '2026-07-01T24:00:00.000000Z_1'],
    ['minute 60', '2026-07-01T15:60:00.000000Z_1'],
    ['before 1970', '1969-12-31T23:59:59.999999Z_1'],
    ['id 0', '2026-07-01T15:00:00.000000Z_0'],
    ['an id past int4', '2026-07-01T15:00:00.000000Z_2147483648'],
    ['SQL', "2026-07-01T15:00:00.000000Z_1' or 1=1"],
    ['a list', ['2026-07-01T15:00:00.000000Z_1', '2026-07-01T15:00:00.000000Z_2']],
    ['a number', 5],
    ['10 KB', 'x'.repeat(10_000)],
  ])('%s is invalid, on the cursor field', (_, cursor) => {
    const result = OpenEventRequestsQuerySchema.safeParse({ cursor });
    expect(result.success).toBe(false);
    expect(toFieldIssues(result.error!)).toEqual([
      expect.objectContaining({ field: 'cursor', code: 'forms.validation.invalidFormat' }),
    ]);
  });
});
