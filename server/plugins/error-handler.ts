import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { FileStoreUnavailable } from '../lib/file-storage.ts';
import { failure } from '../lib/envelope.ts';

/** Fastify's own client errors, by code, mapped onto the envelope. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  // A form or JSON body (an upload's own limit is the file's, below).
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'request.tooLarge'],
  FST_REQ_FILE_TOO_LARGE: [413, 'errors.payloadTooLarge'],
  FST_FILES_LIMIT: [413, 'errors.payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors.badRequest'],
};

/** What a stream or socket says when the other end went away (not a fault of the server's). */
const CONNECTION_GONE_CODES = new Set([
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
  'ECONNRESET',
  'EPIPE',
]);

/**
 * The client closed its connection while its answer was being made (a load generator ending its
 * round, a phone losing signal): Fastify hands the answer stream's 'Premature close' to the error
 * handler when the request's body had been read. Only when the connection is really gone, so the
 * same error from a stream of ours (a file store's) still counts as the server's.
 */
function clientGone(error: { code?: string }, request: FastifyRequest, reply: FastifyReply): boolean {
  const closed = request.raw.socket?.destroyed === true || reply.raw.destroyed || request.raw.destroyed;
  return closed && CONNECTION_GONE_CODES.has(error.code ?? '');
}

/** Seconds a client should wait before retrying while the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;
/** ...and while the file store (S3) is: its outages tend to last longer than a database's failover. */
const FILES_RETRY_AFTER_SECONDS = 30;

/**
 * One error handler: AppError keeps its status and code; Fastify's client errors
 * become 4xx envelopes; an unreachable file store or database is a 503 to retry; anything else is logged with its
 * request id and answered as a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (!(error instanceof AppError) && clientGone(error, request, reply)) {
      request.log.info({ code: error.code }, 'client closed the connection before its answer was sent');
      // Nobody reads it; 499 (as nginx names it) keeps it apart from the server's own failures.
      return reply.code(499).send();
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply
        .code(error.status)
        .headers(error.headers)
        .send(failure(error.code, error.params, error.fieldIssues));
    }
    const mapped = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    const status = mapped?.[0] ?? error.statusCode ?? 500;
    if (status < 500) {
      request.log.info({ code: error.code, status }, error.message);
      const code =
        mapped?.[1] ??
        (status === 429
          ? 'errors.tooManyRequests'
          : status === 404
            ? 'errors.notFound'
            : 'errors.badRequest');
      return reply.code(status).send(failure(code, {}, []));
    }
    // Before the database check: a refused S3 connection is an ECONNREFUSED too, and must not be
    // reported as the database's.
    if (error instanceof FileStoreUnavailable) {
      request.log.warn(
        { operation: error.operation, key: error.key, cause: (error.cause as Error)?.message },
        'file store (S3) unavailable',
      );
      return reply
        .code(503)
        .header('retry-after', String(FILES_RETRY_AFTER_SECONDS))
        .send(failure('errors.filesUnavailable', {}, []));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: error.code }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(failure('errors.unavailable', {}, []));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ ...failure('errors.serverError', {}, []), requestId: request.id });
  });
}
