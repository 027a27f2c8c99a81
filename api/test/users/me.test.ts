import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp, uniqueEmail } from '../helpers/accounts';
import { multipart, PDF_BYTES, PNG_1X1 } from '../helpers/multipart';

describe('GET/PUT /api/users/me', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ UPLOAD_MAX_FILE_MB: '0.01' })));
  after(async () => t.close());

  const put = (
    cookie: string,
    fields: Record<string, string>,
    files: Parameters<typeof multipart>[1] = [],
  ) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };

  it('answers the user object with the spec fields', async () => {
    const { cookie, user } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200);
    const me = response.json();
    for (const key of ['username', 'email', 'profileImage', 'last_login', 'timezone', 'role'])
      assert.ok(key in me, key);
    assert.equal(me.id, user.id);
  });

  it('updates the profile with an avatar served from /api/files/:id', async () => {
    const { cookie } = await signUp(t.app);
    const response = await put(
      cookie,
      {
        username: 'New Name',
        email: 'renamed.' + Date.now() + '@example.com',
        phone: '+1 555',
        address: '1 Main St',
        dob: '1985-02-03T10:00:00Z',
      },
      [{ field: 'profileImage', filename: 'me.png', content: PNG_1X1, type: 'image/png' }],
    );
    assert.equal(response.statusCode, 200, response.body);
    const user = response.json();
    assert.equal(user.username, 'New Name');
    assert.equal(user.dob, '1985-02-03');
    assert.match(user.profileImage, /^\/api\/files\/\d+$/);
    const image = await t.app.inject({
      method: 'GET',
      url: user.profileImage,
      headers: { cookie },
    });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.deepEqual(image.rawPayload, PNG_1X1);
    const anonymous = await t.app.inject({ method: 'GET', url: user.profileImage });
    assert.equal(anonymous.statusCode, 401, 'files need a session');
  });

  it('shows a pending account its own picture, and no other file', async () => {
    await signUp(t.app); // the install's first account, its Admin
    const owner = await signUp(t.app);
    const pending = await signUp(t.app);
    assert.equal(pending.user.status, 'pending');
    const picture = (cookie: string) =>
      put(cookie, { username: 'Pictured', email: uniqueEmail('pic') }, [
        { field: 'profileImage', filename: 'p.png', content: PNG_1X1, type: 'image/png' },
      ]);
    const own = (await picture(pending.cookie)).json().profileImage as string;
    const others = (await picture(owner.cookie)).json().profileImage as string;
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: pending.cookie } });
    assert.equal((await get(own)).statusCode, 200);
    const refused = await get(others);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'PERMISSION_DENIED');
    assert.equal((await get('/api/files/999999')).statusCode, 403, 'no 404 tells which ids exist');
  });

  it('keeps the avatar when no new image is sent, and clears empty optional fields', async () => {
    const { cookie, user } = await signUp(t.app, { phone: '123' });
    const withImage = await put(cookie, { username: 'A', email: user.email }, [
      { field: 'profileImage', filename: 'a.png', content: PNG_1X1 },
    ]);
    const again = await put(cookie, { username: 'B', email: user.email, phone: '' });
    assert.equal(again.json().profileImage, withImage.json().profileImage);
    assert.equal(again.json().phone, null);
  });

  it('refuses a non-image avatar by content, whatever its name says', async () => {
    const { cookie, user } = await signUp(t.app);
    const response = await put(cookie, { username: 'A', email: user.email }, [
      { field: 'profileImage', filename: 'fake.png', content: PDF_BYTES, type: 'image/png' },
    ]);
    assert.equal(response.statusCode, 415);
    assert.equal(response.json().message, 'Only image files are allowed');
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie },
    });
    assert.equal(unchanged.json().username, 'Test Staff', 'nothing was saved');
  });

  it('refuses an oversize avatar with 413', async () => {
    const { cookie, user } = await signUp(t.app);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(20 * 1024)]);
    const response = await put(cookie, { username: 'A', email: user.email }, [
      { field: 'profileImage', filename: 'big.png', content: big },
    ]);
    assert.equal(response.statusCode, 413);
  });

  it('validates username and email', async () => {
    const { cookie } = await signUp(t.app);
    const response = await put(cookie, { username: '', email: 'bad' });
    assert.equal(response.statusCode, 400);
    const paths = response
      .json()
      .details.map((d: { path: string }) => d.path)
      .sort();
    assert.deepEqual(paths, ['email', 'username']);
  });

  it('refuses an email that belongs to someone else with 409', async () => {
    const other = await signUp(t.app);
    const { cookie } = await signUp(t.app);
    const response = await put(cookie, { username: 'A', email: other.user.email });
    assert.equal(response.statusCode, 409);
  });

  it('refuses a JSON body with 415', async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: { username: 'x' },
      headers: { cookie },
    });
    assert.equal(response.statusCode, 415);
  });
});
