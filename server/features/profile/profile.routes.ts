import type { FastifyInstance } from 'fastify';
import {
  AddressInputSchema,
  CheckNameInputSchema,
  UserInfoInputSchema,
} from '#domain/chefs/chef-profile.schema.ts';
import {
  AddressAnswerSchema,
  AddressListAnswerSchema,
  NameAvailabilityAnswerSchema,
  UserInfoAnswerSchema,
} from '#domain/accounts/profile.response.ts';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ProfileService } from './profile.service.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';

/** spec accounts §7: user-info, address and check-name. */
export function profileRoutes(app: FastifyInstance, { profile }: { profile: ProfileService }) {
  app.get(
    '/secure/user-info',
    { ...access('signedIn'), ...answers(UserInfoAnswerSchema) },
    async (request) => {
      return ok({ userInfo: await profile.userInfo(requireUser(request).id) });
    },
  );

  app.post(
    '/secure/user-info',
    { ...access('signedIn'), ...answers(UserInfoAnswerSchema) },
    async (request) => {
      const user = requireUser(request);
      return ok({
        userInfo: await profile.updateUserInfo(user.id, parse(UserInfoInputSchema, request.body)),
      });
    },
  );

  app.get(
    '/secure/address',
    { ...access('signedIn'), ...answers(AddressListAnswerSchema) },
    async (request) => {
      return ok({ address: await profile.addresses(requireUser(request).id) });
    },
  );

  app.post('/secure/address', { ...access('signedIn'), ...answers(AddressAnswerSchema) }, async (request) => {
    const user = requireUser(request);
    return ok({ address: await profile.saveAddress(user.id, parse(AddressInputSchema, request.body)) });
  });

  app.post(
    '/check-name',
    { ...access('public'), ...answers(NameAvailabilityAnswerSchema) },
    async (request) => {
      const { name } = parse(CheckNameInputSchema, request.body);
      return ok({ nameAvailability: await profile.isNameAvailable(name, request.user?.id) });
    },
  );
}
