import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useAdminApp } from '../helpers/admin-app';
import { multipart, PDF_BYTES, PNG_1X1 } from '../helpers/multipart';
import { countRows, person, sendCustomer } from './customer-factory';

describe('POST /api/customers: refusals write nothing', () => {
  const desk = useAdminApp({ UPLOAD_MAX_FILE_MB: '0.01' });

  it('refuses a non-image profile picture with 415 and leaves no customer and no files behind', async () => {
    const [customersBefore, filesBefore, personsBefore] = await Promise.all(
      ['customers', 'files', 'customer_persons'].map((n) => countRows(desk.t, n)),
    );
    const response = await sendCustomer(desk.t, desk.cookie, {
      fields: { name: 'Half Written Ltd' },
      persons: [person('Grace Hopper')],
      documents: [{ title: 'Contract' }],
      // The bad picture comes after the persons and the documents in the body.
      files: [
        { field: 'doc_files', filename: 'contract.pdf', content: PDF_BYTES },
        { field: 'profileImage', filename: 'fake.png', content: PDF_BYTES, type: 'image/png' },
      ],
    });
    assert.equal(response.statusCode, 415);
    assert.equal(response.json().message, 'Only image files are allowed');
    assert.equal(await countRows(desk.t, 'customers'), customersBefore);
    assert.equal(await countRows(desk.t, 'files'), filesBefore);
    assert.equal(await countRows(desk.t, 'customer_persons'), personsBefore);
  });

  it('refuses an oversize document with 413 and writes nothing', async () => {
    const filesBefore = await countRows(desk.t, 'files');
    const response = await sendCustomer(desk.t, desk.cookie, {
      documents: [{ title: 'Huge' }],
      files: [
        {
          field: 'doc_files',
          filename: 'huge.pdf',
          content: Buffer.concat([PDF_BYTES, Buffer.alloc(20 * 1024)]),
        },
      ],
    });
    assert.equal(response.statusCode, 413);
    assert.equal(await countRows(desk.t, 'files'), filesBefore);
  });

  it('refuses unexpected file fields and a JSON body', async () => {
    const stray = await sendCustomer(desk.t, desk.cookie, {
      files: [{ field: 'avatar', filename: 'a.png', content: PNG_1X1 }],
    });
    assert.equal(stray.statusCode, 400);
    const json = await desk.t.app.inject({
      method: 'POST',
      url: '/api/customers',
      payload: { name: 'A' },
      headers: { cookie: desk.cookie },
    });
    assert.equal(json.statusCode, 415);
  });

  it('needs a session (401) for every customer call', async () => {
    const { payload, headers } = multipart({ name: 'A', account_email: 'a@example.com' });
    const calls = [
      desk.t.app.inject({ method: 'POST', url: '/api/customers', payload, headers }),
      desk.t.app.inject({ method: 'GET', url: '/api/customers' }),
      desk.t.app.inject({ method: 'GET', url: '/api/customers/1' }),
      desk.t.app.inject({ method: 'PUT', url: '/api/customers/1', payload, headers }),
      desk.t.app.inject({ method: 'DELETE', url: '/api/customers/1' }),
    ];
    for (const response of await Promise.all(calls))
      assert.equal(response.statusCode, 401, response.body);
  });
});
