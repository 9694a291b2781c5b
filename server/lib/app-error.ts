import type { FieldIssue } from '#domain/validation.ts';
import type { MessageParams } from '#domain/i18n/messages.ts';

/**
 * The one error type routes and services throw. The error handler turns it into the envelope
 * `{ success: false, messages, fieldErrors }` with `status`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly params: MessageParams = {},
    readonly fieldIssues: FieldIssue[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }

  static badRequest(code: string, params?: MessageParams) {
    return new AppError(400, code, params);
  }
  static validation(fieldIssues: FieldIssue[]) {
    return new AppError(400, 'errors.validationFailed', {}, fieldIssues);
  }
  static field(status: number, field: string, code: string, params: MessageParams = {}) {
    return new AppError(status, code, params, [{ field, code, params: { field, ...params } }]);
  }
  static unauthorized(code = 'pages.auth.loginRequired') {
    return new AppError(401, code);
  }
  static forbidden(code = 'pages.auth.forbidden') {
    return new AppError(403, code);
  }
  static notFound(code = 'errors.notFound') {
    return new AppError(404, code);
  }
  static conflict(code: string, params?: MessageParams) {
    return new AppError(409, code, params);
  }
  static tooManyRequests(code: string, retryAfterSeconds: number, params?: MessageParams) {
    return new AppError(429, code, params, [], { 'retry-after': String(retryAfterSeconds) });
  }
}
