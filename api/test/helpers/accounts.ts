import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}@example.com`;
}

/** The `name=value` of the session cookie a response set, ready for a `cookie` header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'trellis_session');
  if (!cookie)
    throw new Error(`no session cookie in a ${response.statusCode} response: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export interface SignedIn {
  cookie: string;
  user: { id: number; email: string; username: string };
  password: string;
}

/** Registers a staff account (which signs it in) and returns its session cookie. */
export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<SignedIn> {
  const body = {
    username: 'Test Staff',
    email: uniqueEmail(),
    password: 'Secret123',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return {
    cookie: sessionCookie(response),
    user: response.json(),
    password: String(body.password),
  };
}
