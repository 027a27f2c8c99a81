import { hash, verify } from '@node-rs/argon2';
import fp from 'fastify-plugin';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordHasher: PasswordHasher;
  }
}

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const passwordHasher: PasswordHasher = {
  hash: (password) => hash(password, OPTIONS),
  verify: (hashed, password) => verify(hashed, password).catch(() => false),
};

export default fp(
  async function passwordHasherPlugin(fastify) {
    fastify.decorate('passwordHasher', passwordHasher);
  },
  { name: 'password-hasher' },
);
