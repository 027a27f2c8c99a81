import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useAdminApp } from '../helpers/admin-app';
import { multipart, PDF_BYTES, PNG_1X1 } from '../helpers/multipart';
import { createCustomer, person, sendCustomer } from './customer-factory';

describe('POST /api/customers', () => {
  const desk = useAdminApp({ UPLOAD_MAX_FILE_MB: '0.01' });

  it('creates a company with persons, documents and a profile picture, all readable back', async () => {
    const response = await sendCustomer(desk.t, desk.cookie, {
      fields: { company_reg_no: 'REG-1', vat_no: 'VAT-1', address: '1 Main St' },
      persons: [person('Ada Lovelace'), person('Alan Turing')],
      documents: [
        { title: 'Insurance', expiry_date: '2030-01-31' },
        { title: 'Contract', expiry_date: null },
      ],
      files: [
        { field: 'doc_files', filename: 'insurance.pdf', content: PDF_BYTES },
        { field: 'doc_files', filename: 'contract.pdf', content: PDF_BYTES },
        { field: 'profileImage', filename: 'logo.png', content: PNG_1X1 },
      ],
    });
    assert.equal(response.statusCode, 201, response.body);
    const customer = response.json();
    assert.equal(customer.code, `#AIM-C-${String(customer.id).padStart(3, '0')}`);
    assert.equal(customer.company_reg_no, 'REG-1');
    assert.equal(customer.first_person, 'Ada Lovelace');
    assert.equal(customer.documents_count, 2);
    assert.deepEqual(
      customer.persons.map((p: { person_name: string }) => p.person_name),
      ['Ada Lovelace', 'Alan Turing'],
    );
    assert.deepEqual(
      customer.documents.map((d: { title: string; expiry_date: string | null }) => [
        d.title,
        d.expiry_date,
      ]),
      [
        ['Insurance', '2030-01-31'],
        ['Contract', null],
      ],
    );
    const file = await desk.t.app.inject({
      method: 'GET',
      url: customer.documents[0].file_path,
      headers: { cookie: desk.cookie },
    });
    assert.equal(file.headers['content-type'], 'application/pdf');
    const image = await desk.t.app.inject({
      method: 'GET',
      url: customer.profile_image,
      headers: { cookie: desk.cookie },
    });
    assert.deepEqual(image.rawPayload, PNG_1X1);
  });

  it('defaults to an active company and drops company-only fields for a freelancer', async () => {
    const body = multipart({ name: 'Minimal', account_email: 'min@example.com' });
    const minimal = await desk.t.app.inject({
      method: 'POST',
      url: '/api/customers',
      payload: body.payload,
      headers: { ...body.headers, cookie: desk.cookie },
    });
    assert.deepEqual([minimal.json().type, minimal.json().status], ['Company', 'Active']);
    const freelancer = await createCustomer(desk.t, desk.cookie, {
      fields: { type: 'Freelancer', company_reg_no: 'REG', vat_no: 'VAT' },
    });
    assert.deepEqual([freelancer.company_reg_no, freelancer.vat_no], [null, null]);
  });

  it('requires name and a valid account email', async () => {
    const response = await sendCustomer(desk.t, desk.cookie, {
      fields: { name: ' ', account_email: 'not-an-email' },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(
      response
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
      ['account_email', 'name'],
    );
  });

  it('answers 400 for persons that are not valid JSON, or incomplete', async () => {
    const bad = multipart({
      name: 'A',
      account_email: 'a@example.com',
      persons: '[{"person_name": "Ada",',
    });
    const response = await desk.t.app.inject({
      method: 'POST',
      url: '/api/customers',
      payload: bad.payload,
      headers: { ...bad.headers, cookie: desk.cookie },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'The field "persons" is not valid JSON');
    const incomplete = await sendCustomer(desk.t, desk.cookie, {
      persons: [{ person_name: 'Ada', person_email: '', person_contact: '1' }],
    });
    assert.equal(incomplete.statusCode, 400);
    assert.equal(incomplete.json().details[0].path, 'persons.0.person_email');
  });

  it('needs exactly one file per document title', async () => {
    const noFile = await sendCustomer(desk.t, desk.cookie, {
      documents: [{ title: 'Insurance' }],
      files: [],
    });
    assert.equal(noFile.statusCode, 400);
    assert.equal(noFile.json().message, 'Each document needs a title and a file');
    const noTitle = await sendCustomer(desk.t, desk.cookie, {
      files: [{ field: 'doc_files', filename: 'a.pdf', content: PDF_BYTES }],
    });
    assert.equal(noTitle.statusCode, 400);
    assert.equal(noTitle.json().message, 'Each document needs a title and a file');
  });
});
