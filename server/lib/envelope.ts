import { messagesEn, type MessageParams } from '#domain/i18n/messages.ts';
import { describeIssue, type FieldIssue } from '#domain/validation.ts';
import { formatMessage } from '#domain/i18n/messages.ts';

/** DESIGN §3: every answer is `{ success, model?, messages?, fieldErrors? }`. */
export interface ApiMessage {
  message: string;
  code?: string;
  field?: string;
  params?: MessageParams;
}

export interface Envelope<M = unknown> {
  success: boolean;
  model?: M;
  messages?: ApiMessage[];
  fieldErrors?: Record<string, string>;
  requestId?: string;
}

export function ok<M>(model?: M, messages?: ApiMessage[]): Envelope<M> {
  return messages ? { success: true, model, messages } : { success: true, model };
}

/** An English message with its translation code (the client shows the code in the user's language). */
export function message(code: string, params?: MessageParams): ApiMessage {
  const text = formatMessage(messagesEn, code, params);
  return params && Object.keys(params).length ? { message: text, code, params } : { message: text, code };
}

/**
 * DESIGN §3 "fieldErrors maps a field name to its constraint message" (`already exists`, `required`…);
 * the full sentence for each field travels in `messages` with its code and field name.
 */
export function constraintOf(code: string): string {
  if (code === 'forms.validation.required') return 'required';
  if (/AlreadyExists$/.test(code)) return 'already exists';
  if (/(Taken|NotAvailable)$/.test(code)) return 'already taken';
  if (/(M|\.m)axLength$/.test(code)) return 'too long';
  if (/(M|\.m)inLength$/.test(code)) return 'too short';
  return 'invalid';
}

export function failure(code: string, params: MessageParams, fieldIssues: FieldIssue[]): Envelope {
  const envelope: Envelope = { success: false, messages: [message(code, params)] };
  if (fieldIssues.length) {
    envelope.fieldErrors = {};
    for (const issue of fieldIssues) {
      envelope.fieldErrors[issue.field] = constraintOf(issue.code);
      envelope.messages!.push({
        message: describeIssue(messagesEn, issue),
        code: issue.code,
        field: issue.field,
        params: issue.params,
      });
    }
  }
  return envelope;
}
