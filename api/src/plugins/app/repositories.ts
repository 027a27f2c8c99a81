import type { Knex } from 'knex';
import fp from 'fastify-plugin';
import { createUsersRepository, type UsersRepository } from '../../repositories/users-repository';
import {
  createSessionsRepository,
  type SessionsRepository,
} from '../../repositories/sessions-repository';
import {
  createPasswordResetsRepository,
  type PasswordResetsRepository,
} from '../../repositories/password-resets-repository';
import { createFilesRepository, type FilesRepository } from '../../repositories/files-repository';
import {
  createCountsRepository,
  type CountsRepository,
} from '../../repositories/counts-repository';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
    usersRepository: UsersRepository;
    sessionsRepository: SessionsRepository;
    passwordResetsRepository: PasswordResetsRepository;
    filesRepository: FilesRepository;
    countsRepository: CountsRepository;
  }
}

export default fp(
  async function repositories(fastify, opts: { db: Knex }) {
    const { db } = opts;
    fastify.decorate('db', db);
    fastify.decorate('usersRepository', createUsersRepository(db));
    fastify.decorate('sessionsRepository', createSessionsRepository(db));
    fastify.decorate('passwordResetsRepository', createPasswordResetsRepository(db));
    fastify.decorate('filesRepository', createFilesRepository(db));
    fastify.decorate('countsRepository', createCountsRepository(db));
  },
  { name: 'repositories' },
);
