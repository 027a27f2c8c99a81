import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import { multipart, PDF_BYTES, PNG_1X1 } from '../helpers/multipart';
import { useAdminSession } from '../helpers/admin-app';
import { uniqueToken } from '../customers/customer-factory';

/** Ways a multipart body can be broken, each with the headers it is sent with. */
function brokenBodies(token: string, fileField: string) {
  const good = multipart(
    {
      name: token,
      account_email: 'broken@example.com',
      documents_meta: JSON.stringify([{ title: 'Doc' }]),
    },
    [{ field: fileField, filename: 'doc.pdf', content: PDF_BYTES, type: 'application/pdf' }],
  );
  const header = good.headers['content-type']!;
  const boundary = header.split('boundary=')[1]!;
  const text = good.payload.toString('latin1');
  const fileStart = text.indexOf('%PDF');
  const partHeader = text.indexOf('Content-Disposition');
  return {
    'no boundary': {
      payload: good.payload,
      headers: { 'content-type': 'multipart/form-data' },
    },
    'a body boundary that differs from the header': {
      payload: Buffer.from(text.replaceAll(boundary, `${boundary}X`), 'latin1'),
      headers: good.headers,
    },
    'no closing boundary': {
      payload: Buffer.from(text.slice(0, text.lastIndexOf(`--${boundary}--`)), 'latin1'),
      headers: good.headers,
    },
    'truncated inside a file': {
      payload: Buffer.from(text.slice(0, fileStart + 6), 'latin1'),
      headers: good.headers,
    },
    'truncated inside part headers': {
      payload: Buffer.from(text.slice(0, partHeader + 12), 'latin1'),
      headers: good.headers,
    },
    'random bytes': {
      payload: Buffer.concat([PNG_1X1, Buffer.from([0xff, 0x00, 0x2d, 0x2d, 0x0d, 0x0a])]),
      headers: good.headers,
    },
  };
}

describe('malformed multipart', () => {
  const desk = useAdminSession();

  for (const [method, url, fileField] of [
    ['POST', '/api/customers', 'doc_files'],
    ['PUT', '/api/users/me', 'profileImage'],
  ] as const) {
    it(`${method} ${url} answers 400 with a clear message for each broken body, writing nothing`, async () => {
      const token = uniqueToken();
      for (const [what, body] of Object.entries(brokenBodies(token, fileField))) {
        const response = await desk.t.app.inject({
          method,
          url,
          payload: body.payload,
          headers: { ...body.headers, cookie: desk.cookie },
        });
        assert.equal(response.statusCode, 400, `${what}: ${response.body}`);
        const { message, code } = response.json();
        assert.equal(code, 'BAD_REQUEST', what);
        assert.match(message, /multipart|form/i, `${what}: ${message}`);
      }
      const list = await desk.t.app.inject({
        method: 'GET',
        url: `/api/customers?search=${token}`,
        headers: { cookie: desk.cookie },
      });
      assert.equal(list.json().total, 0);
    });
  }
});

describe('a file in a field the form does not take', () => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await createTestApp({ UPLOAD_MAX_FILE_MB: '1' });
    cookie = (await asAdmin(t.app)).cookie;
  });
  after(async () => t.close());

  for (const [method, url, fields] of [
    ['POST', '/api/customers', { name: 'Unexpected Co', account_email: 'u@example.com' }],
    ['PUT', '/api/users/me', {}],
  ] as const) {
    it(`${method} ${url} refuses it by its field as it arrives, never reading it`, async () => {
      // Larger than the upload limit: had it been read, the answer would be 413.
      const body = multipart(fields, [
        { field: 'attachment', filename: 'big.bin', content: Buffer.alloc(3 * 1024 * 1024, 7) },
        { field: 'profileImage', filename: 'me.png', content: PNG_1X1, type: 'image/png' },
      ]);
      const response = await t.app.inject({
        method,
        url,
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().message, 'Unexpected file field "attachment"');
      assert.equal(response.json().details[0].path, 'attachment');
    });
  }
});
