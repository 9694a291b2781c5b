import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DishDetailsInputSchema, ProductInputSchema } from '#domain/dishes/dish.schema.ts';
import {
  RelatedFileAnswerSchema,
  RemovedFileAnswerSchema,
  SavedDetailsAnswerSchema,
  SavedProductAnswerSchema,
  type RemovedFileAnswer,
  type SavedProductAnswer,
} from '#domain/dishes/dish.response.ts';
import { answers } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { DishesService } from './dishes.service.ts';
import { access } from '../../plugins/access.ts';
import { DishFileRelateSchema, FileIdSchema } from '#domain/dishes/dish.request.ts';

/** spec marketplace §7: the dish editor's calls. */
export function dishesRoutes(server: FastifyInstance, { dishes }: { dishes: DishesService }) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  app.post(
    '/secure/product',
    { ...access('signedIn'), ...takes({ body: ProductInputSchema }, answers(SavedProductAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      const product = await dishes.saveProduct(user.id, request.body);
      // The spec's client reads model.productId, or id, or product.id.
      const answer: SavedProductAnswer = {
        productId: product.id,
        id: product.id,
        product: { id: product.id, active: product.active, complete: product.complete },
      };
      return ok(answer);
    },
  );

  app.post(
    '/secure/product-details',
    { ...access('signedIn'), ...takes({ body: DishDetailsInputSchema }, answers(SavedDetailsAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      return ok(await dishes.saveDetails(user.id, request.body));
    },
  );

  app.post(
    '/secure/relate-file-to-product',
    { ...access('signedIn'), ...takes({ body: DishFileRelateSchema }, answers(RelatedFileAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      const { productId, fileId } = request.body;
      return ok(await dishes.relateFile(user.id, productId, fileId));
    },
  );

  // DESIGN §7: a side-effecting GET kept at its spec path, with POST accepted too.
  const removeFile = async (request: FastifyRequest, fileId: string) => {
    await dishes.removeFile(requireUser(request).id, fileId);
    const answer: RemovedFileAnswer = { fileId };
    return ok(answer);
  };
  app.get(
    '/secure/remove-product-file',
    { ...access('signedIn'), ...takes({ query: FileIdSchema }, answers(RemovedFileAnswerSchema)) },
    async (request) => removeFile(request, request.query.fileId),
  );
  // The POST takes the id in its query or its body, read together (the body wins).
  app.post(
    '/secure/remove-product-file',
    { ...access('signedIn'), ...answers(RemovedFileAnswerSchema) },
    async (request) => {
      const input = { ...(request.query as object), ...(request.body as object) };
      return removeFile(request, parse(FileIdSchema, input).fileId);
    },
  );
}
