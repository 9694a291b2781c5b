import type { FastifyInstance } from 'fastify';
import {
  AssetPurchaseSchema,
  AssetRequestSchema,
  ConfirmTransferSchema,
  WithdrawalDecisionSchema,
  WithdrawalListQuerySchema,
} from '#domain/assets/assets.ts';
import { PIN_TTL_MINUTES } from '#domain/constants.ts';
import { message, ok } from '../../lib/envelope.ts';
import { requesterOf } from '../../lib/guest-orders.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { AssetsService } from './assets.service.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';
import {
  AssetBoardSchema,
  ConfirmedTransferSchema,
  PurchaseStateSchema,
  StartedPurchaseSchema,
  TransferRequestSchema,
  WithdrawalAnswerSchema,
  WithdrawalListSchema,
} from '#domain/assets/assets.response.ts';
import { AssetPurchaseQuerySchema } from '#domain/assets/assets.request.ts';

/**
 * spec marketplace §7 asset-request and confirm-transfer; DESIGN §4 assets and asset-purchase; the
 * operator's withdrawal queue (OPERATOR and ADMIN only).
 */
export function assetsRoutes(server: FastifyInstance, { assets }: { assets: AssetsService }) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  app.get('/secure/assets', { ...access('signedIn'), ...answers(AssetBoardSchema) }, async (request) =>
    ok(await assets.board(requireUser(request))),
  );

  app.post(
    '/secure/asset-request',
    { ...access('signedIn'), ...takes({ body: AssetRequestSchema }, answers(TransferRequestSchema)) },
    async (request) => {
      const user = requireUser(request);
      const transfer = await assets.request(user, request.body, request.lang, requesterOf(request));
      return ok(transfer, [message('assets.pinSent', { minutes: PIN_TTL_MINUTES })]);
    },
  );

  app.post(
    '/secure/confirm-transfer',
    { ...access('signedIn'), ...takes({ body: ConfirmTransferSchema }, answers(ConfirmedTransferSchema)) },
    async (request) => {
      const user = requireUser(request);
      const { requestId, pin } = request.body;
      return ok(await assets.confirm(user, requestId, pin));
    },
  );

  app.post(
    '/secure/asset-purchase',
    { ...access('signedIn'), ...takes({ body: AssetPurchaseSchema }, answers(StartedPurchaseSchema)) },
    async (request) => {
      const user = requireUser(request);
      return ok(await assets.startPurchase(user.id, request.body.volume));
    },
  );

  app.get(
    '/secure/asset-purchase',
    { ...access('signedIn'), ...takes({ query: AssetPurchaseQuerySchema }, answers(PurchaseStateSchema)) },
    async (request) => {
      const user = requireUser(request);
      return ok(await assets.purchase(user.id, request.query.purchaseId));
    },
  );

  app.get(
    '/secure/store-management/withdrawals',
    { ...access('staff'), ...takes({ query: WithdrawalListQuerySchema }, answers(WithdrawalListSchema)) },
    async (request) => ok({ withdrawals: await assets.withdrawals(request.query.status) }),
  );

  app.post(
    '/secure/store-management/withdrawal-status',
    { ...access('staff'), ...takes({ body: WithdrawalDecisionSchema }, answers(WithdrawalAnswerSchema)) },
    async (request) => {
      const operator = requireUser(request);
      return ok({ withdrawal: await assets.decideWithdrawal(operator.id, request.body) });
    },
  );
}
