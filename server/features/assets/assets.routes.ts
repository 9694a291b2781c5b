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
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { AssetsService } from './assets.service.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';
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
export function assetsRoutes(app: FastifyInstance, { assets }: { assets: AssetsService }) {
  app.get('/secure/assets', { ...access('signedIn'), ...answers(AssetBoardSchema) }, async (request) =>
    ok(await assets.board(requireUser(request))),
  );

  app.post(
    '/secure/asset-request',
    { ...access('signedIn'), ...answers(TransferRequestSchema) },
    async (request) => {
      const user = requireUser(request);
      const input = parse(AssetRequestSchema, request.body);
      const transfer = await assets.request(user, input, request.lang, requesterOf(request));
      return ok(transfer, [message('assets.pinSent', { minutes: PIN_TTL_MINUTES })]);
    },
  );

  app.post(
    '/secure/confirm-transfer',
    { ...access('signedIn'), ...answers(ConfirmedTransferSchema) },
    async (request) => {
      const user = requireUser(request);
      const { requestId, pin } = parse(ConfirmTransferSchema, request.body);
      return ok(await assets.confirm(user, requestId, pin));
    },
  );

  app.post(
    '/secure/asset-purchase',
    { ...access('signedIn'), ...answers(StartedPurchaseSchema) },
    async (request) => {
      const user = requireUser(request);
      const { volume } = parse(AssetPurchaseSchema, request.body);
      return ok(await assets.startPurchase(user.id, volume));
    },
  );

  app.get(
    '/secure/asset-purchase',
    { ...access('signedIn'), ...answers(PurchaseStateSchema) },
    async (request) => {
      const user = requireUser(request);
      const { purchaseId } = parse(AssetPurchaseQuerySchema, request.query);
      return ok(await assets.purchase(user.id, purchaseId));
    },
  );

  app.get(
    '/secure/store-management/withdrawals',
    { ...access('staff'), ...answers(WithdrawalListSchema) },
    async (request) => {
      const { status } = parse(WithdrawalListQuerySchema, request.query);
      return ok({ withdrawals: await assets.withdrawals(status) });
    },
  );

  app.post(
    '/secure/store-management/withdrawal-status',
    { ...access('staff'), ...answers(WithdrawalAnswerSchema) },
    async (request) => {
      const operator = requireUser(request);
      const decision = parse(WithdrawalDecisionSchema, request.body);
      return ok({ withdrawal: await assets.decideWithdrawal(operator.id, decision) });
    },
  );
}
