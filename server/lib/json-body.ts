import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** No request of this app nests deeper; a deeper body is refused before it is parsed. */
export const MAX_JSON_DEPTH = 20;

/**
 * Whether a JSON text nests arrays and objects deeper than `max`: one pass over the characters
 * (brackets inside strings do not count), so the check itself cannot overflow the stack.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * JSON bodies: the size limit of the route (Fastify's bodyLimit) while reading, then the depth,
 * then Fastify's own parser (which refuses `__proto__` and `constructor` keys).
 */
export function registerJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(AppError.badRequest('errors.badRequest'), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
