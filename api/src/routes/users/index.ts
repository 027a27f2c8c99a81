import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  messageResponseSchema,
  updateProfileFieldsSchema,
  userSchema,
} from '@trellis/contracts';
import { accountContext } from '../../lib/account-request';
import { errorResponses } from '../../lib/error-responses';
import { parseWith } from '../../lib/validate';
import { requireUser } from '../../plugins/app/session';
import { toUser } from '../../repositories/users-repository';

const users: FastifyPluginAsyncZod = async (fastify) => {
  const { accountService, fileStore } = fastify;

  fastify.get(
    '/api/users/me',
    {
      config: { selfService: true },
      schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: userSchema } },
    },
    async (request) => toUser(requireUser(request), request.currentPermissions ?? []),
  );

  fastify.put(
    '/api/users/me',
    {
      config: {
        selfService: true,
        audit: { actions: ['account.updated'], mayRecordNothing: 'an edit that changes no field' },
      },
      schema: {
        tags: ['users'],
        summary:
          'Update the profile (multipart: username, email, phone, address, dob, optional daily_digest true/false, optional profileImage)',
        consumes: ['multipart/form-data'],
        response: { 200: userSchema, ...errorResponses(400, 409, 413, 415) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { fields, files } = await fileStore.readMultipart(request, ['profileImage']);
      const profile = parseWith(updateProfileFieldsSchema, fields);
      const image = files.find((f) => f.field === 'profileImage');
      const picture = image ? await fileStore.prepare(image, { imagesOnly: true }) : null;
      const updated = await accountService.updateProfile(
        user,
        profile,
        picture,
        accountContext(request),
      );
      return toUser(updated, request.currentPermissions ?? []);
    },
  );

  fastify.put(
    '/api/users/me/password',
    {
      config: { selfService: true, audit: { actions: ['account.password_changed'] } },
      schema: {
        tags: ['users'],
        summary: 'Change the password',
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await accountService.changePassword(
        requireUser(request),
        request.body,
        request.currentSession?.id,
        accountContext(request),
      );
      return { message: 'Password updated' };
    },
  );
};

export default users;
