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
import { requireUser } from '../../plugins/auth.ts';
import type { ProfileService } from './profile.service.ts';
import { access } from '../../plugins/access.ts';
import { answers } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';

/** spec accounts §7: user-info, address and check-name. */
export function profileRoutes(server: FastifyInstance, { profile }: { profile: ProfileService }) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  app.get(
    '/secure/user-info',
    { ...access('signedIn'), ...answers(UserInfoAnswerSchema) },
    async (request) => {
      return ok({ userInfo: await profile.userInfo(requireUser(request).id) });
    },
  );

  app.post(
    '/secure/user-info',
    { ...access('signedIn'), ...takes({ body: UserInfoInputSchema }, answers(UserInfoAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      return ok({ userInfo: await profile.updateUserInfo(user.id, request.body) });
    },
  );

  app.get(
    '/secure/address',
    { ...access('signedIn'), ...answers(AddressListAnswerSchema) },
    async (request) => {
      return ok({ address: await profile.addresses(requireUser(request).id) });
    },
  );

  app.post(
    '/secure/address',
    { ...access('signedIn'), ...takes({ body: AddressInputSchema }, answers(AddressAnswerSchema)) },
    async (request) => ok({ address: await profile.saveAddress(requireUser(request).id, request.body) }),
  );

  app.post(
    '/check-name',
    { ...access('public'), ...takes({ body: CheckNameInputSchema }, answers(NameAvailabilityAnswerSchema)) },
    async (request) =>
      ok({ nameAvailability: await profile.isNameAvailable(request.body.name, request.user?.id) }),
  );
}
