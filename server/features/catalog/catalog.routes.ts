import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordId } from '#domain/validation.ts';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { CatalogService } from './catalog.service.ts';
import { access, cachedRead } from '../../plugins/access.ts';
import { page } from '../../plugins/web-app.ts';
import { answers } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';
import {
  MerchantsAnswerSchema,
  ProductAnswerSchema,
  ProductDetailsAnswerSchema,
  StoreAnswerSchema,
} from '#domain/catalog/catalog.response.ts';
import { OrderReviewsAnswerSchema, ProductReviewsAnswerSchema } from '#domain/catalog/review.response.ts';
import { MerchantsQuerySchema, NicknameSchema, ProductIdSchema } from '#domain/catalog/catalog.request.ts';

/** spec marketplace §2: the hourly-rate filter's choices, in euros; 0 means any. */
export const HOUR_RATE_CHOICES = [0, 50, 100, 200, 300, 400, 500, 1000];

const OrderIdSchema = z.object({
  orderId: recordId('orders.orderIdRequired'),
});

/** spec marketplace §7: merchants, products, product, product-details. */
export function catalogRoutes(
  server: FastifyInstance,
  { catalog, publicUrl }: { catalog: CatalogService; publicUrl: string },
) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  // Share previews' absolute links come from configuration, never from the Host header.
  const originOf = () => publicUrl;

  // Share previews: the chef and dish pages answer crawlers with their own title, text and image.
  app.get<{ Params: { nickname: string } }>('/store/:nickname', page(), async (request, reply) => {
    const meta = await catalog.storePreview(request.params.nickname.slice(0, 100), originOf());
    return reply.code(meta ? 200 : 404).sendPage(meta);
  });

  app.get<{ Params: { productId: string } }>('/product-detail/:productId', page(), async (request, reply) => {
    const id = Number(request.params.productId);
    const meta =
      Number.isSafeInteger(id) && id > 0 && id < 2 ** 31
        ? await catalog.productPreview(id, originOf())
        : undefined;
    return reply.code(meta ? 200 : 404).sendPage(meta);
  });

  app.post(
    '/store/merchants',
    {
      ...cachedRead(MerchantsQuerySchema),
      ...takes({ body: MerchantsQuerySchema }, answers(MerchantsAnswerSchema)),
    },
    async (request) => ok(await catalog.merchants(request.body)),
  );

  app.post(
    '/store/products',
    { ...cachedRead(NicknameSchema), ...takes({ body: NicknameSchema }, answers(StoreAnswerSchema)) },
    async (request) => ok(await catalog.store(request.body.nickname, request.user)),
  );

  app.get(
    '/store/product',
    { ...cachedRead(ProductIdSchema), ...takes({ query: ProductIdSchema }, answers(ProductAnswerSchema)) },
    async (request) => ok(await catalog.product(request.query.productId, request.user)),
  );

  app.get(
    '/store/reviews',
    {
      ...cachedRead(ProductIdSchema),
      ...takes({ query: ProductIdSchema }, answers(ProductReviewsAnswerSchema)),
    },
    async (request) => ok(await catalog.productReviews(request.query.productId, request.user)),
  );

  app.get(
    '/secure/order-reviews',
    { ...access('signedIn'), ...takes({ query: OrderIdSchema }, answers(OrderReviewsAnswerSchema)) },
    async (request) => ok(await catalog.orderReviews(request.query.orderId, requireUser(request))),
  );

  app.get(
    '/store/product-details',
    {
      ...cachedRead(ProductIdSchema),
      ...takes({ query: ProductIdSchema }, answers(ProductDetailsAnswerSchema)),
    },
    async (request) => ok(await catalog.productDetails(request.query.productId, request.user)),
  );
}
