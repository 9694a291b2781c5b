import { describe, expect, test } from 'vitest';
import { MESSAGE_CODES, MESSAGE_TEXT_MAX, messageTextIssue } from './message-rules.ts';
import { SendMessageSchema } from './message.schema.ts';

const THREAD = '6f1c1b9e-6f55-4a3e-9a41-3a9b6c7d8e9f';
const PHOTO = '0d1c1b9e-6f55-4a3e-9a41-3a9b6c7d8e9f';

describe('messageTextIssue', () => {
  test.each([
    ['Hello', false, null],
    ['   ', false, MESSAGE_CODES.empty],
    ['', true, null],
    ['x'.repeat(MESSAGE_TEXT_MAX), false, null],
    [` ${'x'.repeat(MESSAGE_TEXT_MAX)} `, false, null],
    ['x'.repeat(MESSAGE_TEXT_MAX + 1), false, MESSAGE_CODES.tooLong],
  ])('%j with photo %s -> %s', (text, hasPhoto, issue) => {
    expect(messageTextIssue(text, hasPhoto)).toBe(issue);
  });
});

describe('SendMessageSchema', () => {
  test.each([
    [{ threadId: THREAD, text: ' Hi ' }, true],
    [{ threadId: THREAD, photoId: PHOTO }, true],
    [{ threadId: THREAD, text: '  ' }, false],
    [{ threadId: THREAD, text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) }, false],
    [{ threadId: 'nope', text: 'Hi' }, false],
    [{ text: 'Hi' }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(SendMessageSchema.safeParse(input).success).toBe(valid);
  });
});
