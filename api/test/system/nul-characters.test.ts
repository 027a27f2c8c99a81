import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { uniqueEmail } from '../helpers/accounts';
import { useAdminSession } from '../helpers/admin-app';
import { person, sendCustomer, uniqueToken } from '../customers/customer-factory';

// PostgreSQL refuses U+0000 in text; before the guard these answered 500.
describe('a NUL character in any text', () => {
  const desk = useAdminSession();

  const expectNamed = (response: { statusCode: number; json(): unknown }, path: string) => {
    assert.equal(response.statusCode, 400);
    const body = response.json() as { code: string; message: string; details: { path: string }[] };
    assert.equal(body.code, 'VALIDATION_FAILED');
    assert.equal(body.message, `${path} must not contain a NUL character`);
    assert.deepEqual(
      body.details.map((d) => d.path),
      [path],
    );
  };

  it('in a JSON body answers 400 naming the field, and creates nobody', async () => {
    const email = uniqueEmail();
    const response = await desk.t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Nul\u0000Byte', email, password: 'Secret123' },
    });
    expectNamed(response, 'username');
    const login = await desk.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Secret123' },
    });
    assert.equal(login.statusCode, 401);
  });

  it('in a search answers 400 naming it', async () => {
    for (const url of ['/api/customers?search=a%00b', '/api/engineers?search=%00']) {
      const response = await desk.t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: desk.cookie },
      });
      expectNamed(response, 'search');
    }
  });

  it('in a multipart field, or inside its JSON, answers 400 naming it, and writes nothing', async () => {
    const token = uniqueToken();
    const inName = await sendCustomer(desk.t, desk.cookie, { fields: { name: `${token}\u0000` } });
    expectNamed(inName, 'name');
    const inPerson = await sendCustomer(desk.t, desk.cookie, {
      fields: { name: token },
      persons: [person('Ada'), { ...person('Bob'), person_name: 'B\u0000b' }],
    });
    expectNamed(inPerson, 'persons.1.person_name');
    const list = await desk.t.app.inject({
      method: 'GET',
      url: `/api/customers?search=${token}`,
      headers: { cookie: desk.cookie },
    });
    assert.equal(list.json().total, 0);
  });
});
