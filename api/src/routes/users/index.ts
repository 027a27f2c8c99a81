import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  MESSAGES,
  messageResponseSchema,
  REALTIME_EVENTS,
  updateProfileFieldsSchema,
  userProfileUpdatedEvent,
  userSchema,
} from '@trellis/contracts';
import { AppError } from '../../lib/app-error';
import { parseWith } from '../../lib/validate';
import { requireUser } from '../../plugins/app/session';
import { toUser } from '../../repositories/users-repository';
import { accountChanges, pictureChange, recordAccount } from './account-audit';

const users: FastifyPluginAsyncZod = async (fastify) => {
  const { usersRepository, filesRepository, fileStore, passwordHasher } = fastify;

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
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { fields, files } = await fileStore.readMultipart(request);
      const { daily_digest: dailyDigest, ...profile } = parseWith(
        updateProfileFieldsSchema,
        fields,
      );
      const unexpected = files.find((f) => f.field !== 'profileImage');
      if (unexpected)
        throw new AppError('VALIDATION_FAILED', `Unexpected file field "${unexpected.field}"`);
      const image = files.find((f) => f.field === 'profileImage');
      const prepared = image ? await fileStore.prepare(image, { imagesOnly: true }) : null;

      const other = await usersRepository.findByEmail(profile.email);
      if (other && other.id !== user.id) throw new AppError('EMAIL_TAKEN', MESSAGES.emailTaken);

      const updated = await fastify.db.transaction(async (trx) => {
        const before = (await usersRepository.lockForEdit(user.id, trx))!;
        const picture = prepared
          ? await pictureChange(filesRepository, before, prepared.name, trx)
          : null;
        if (prepared) {
          await filesRepository.replace(
            prepared,
            (fileId) => usersRepository.setProfileFile(user.id, fileId, trx),
            trx,
          );
        }
        const patch =
          dailyDigest === undefined ? profile : { ...profile, daily_digest: dailyDigest };
        const after = (await usersRepository.update(user.id, patch, trx))!;
        const changes = [...accountChanges(before, after), ...(picture ? [picture] : [])];
        await recordAccount(fastify, request, after, 'account.updated', changes, trx);
        return after;
      });
      const announced = { userId: user.id, requestId: request.id };
      await fastify.realtime.publish(
        userProfileUpdatedEvent(user.id),
        { userId: user.id },
        announced,
      );
      await fastify.realtime.publish(
        REALTIME_EVENTS.userProfileUpdated,
        { userId: user.id },
        announced,
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
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { currentPassword, newPassword } = request.body;
      if (!(await passwordHasher.verify(user.password_hash, currentPassword))) {
        throw new AppError('VALIDATION_FAILED', MESSAGES.currentPasswordWrong, [
          { path: 'currentPassword', message: MESSAGES.currentPasswordWrong },
        ]);
      }
      const hash = await passwordHasher.hash(newPassword);
      await fastify.db.transaction(async (trx) => {
        await usersRepository.update(user.id, { password_hash: hash }, trx);
        // Other devices signed in with the old password are signed out; this one stays.
        await fastify.sessionsRepository.removeForUser(user.id, trx, request.currentSession?.id);
        await recordAccount(fastify, request, user, 'account.password_changed', [], trx);
      });
      return { message: 'Password updated' };
    },
  );
};

export default users;
