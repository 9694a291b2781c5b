import type { FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z, ZodType } from 'zod';
import { readPart } from '../lib/validate.ts';

/**
 * A route declares what it takes (`takes({ body })`, beside `answers(...)`),
 * and Fastify reads that part with the domain's zod schema before the handler runs, so the handler
 * is handed the parsed, typed value and cannot forget to check it.
 *
 * The compiler is our own, on top of lib/validate.ts rather than fastify-type-provider-zod's
 * `validatorCompiler`: a refusal must stay the one 400 envelope with the spec's field messages
 * (`AppError.validation(toFieldIssues(error))`), where that compiler's errors are Fastify's
 * `FST_ERR_VALIDATION` with zod's own texts; and a request without a body must read as `{}` (as
 * `parse` always did), where Fastify hands a validator `null`. Form-encoded and JSON bodies meet
 * the same schema, since both are parsed into an object before validation.
 */
export function registerRequestSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(readsDeclaredPart);
}

const readsDeclaredPart: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) =>
    readPart(schema, data);

/**
 * Types `request.body`, `request.query` and `request.params` as the output of the schema the route
 * declares (`app.withTypeProvider<TakesTypeProvider>()`). Answers stay untyped here: the serializer
 * and the contract test (server/contract.routes.test.ts) hold them to their schemas.
 */
export interface TakesTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends ZodType ? z.output<this['schema']> : unknown;
  serializer: unknown;
}

/** The parts of a request a route may declare, each a zod schema. */
interface RequestParts {
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
}

type DeclaredParts<P extends RequestParts> = (P extends { body: infer B } ? { body: B } : unknown) &
  (P extends { query: infer Q } ? { querystring: Q } : unknown) &
  (P extends { params: infer R } ? { params: R } : unknown);

type SchemaOf<O> = O extends { schema: infer S } ? S : unknown;

/**
 * Route options declaring what the route takes: `body` (JSON or form-encoded), `query`, `params`.
 * The answer's options (`answers(...)`, `answersNothing()`, `answersKept(...)`) are passed in
 * rather than spread beside, since both declare `schema` and the later spread would drop the
 * other's.
 */
export function takes<P extends RequestParts, O extends { schema?: object } = { schema: object }>(
  parts: P,
  answer?: O,
): Omit<O, 'schema'> & { schema: SchemaOf<O> & DeclaredParts<P> } {
  const schema = {
    ...answer?.schema,
    ...(parts.body && { body: parts.body }),
    ...(parts.query && { querystring: parts.query }),
    ...(parts.params && { params: parts.params }),
  };
  return { ...answer, schema } as Omit<O, 'schema'> & { schema: SchemaOf<O> & DeclaredParts<P> };
}
