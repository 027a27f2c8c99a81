import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { IMPORT_MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import { postImport, previewed } from './import-calls';

/** A workbook whose first tab is notes, then two sheets of holidays. */
async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Read me').addRows([['How to fill this in'], ['One holiday per row']]);
  book.addWorksheet('R&D <2031>').addRows([
    ['Title', 'Type', 'Country', 'Date'],
    ['Lab Day', 'Festival', 'France', '2031-05-02'],
  ]);
  book.addWorksheet('Public').addRows([
    ['Title', 'Type', 'Country', 'Date'],
    ['Founders Day', 'Public Holiday', 'United Kingdom', '2031-06-15'],
    ['Harvest Fair', 'Festival', 'France', '2031-09-20'],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe("picking a workbook's sheet", () => {
  let t: TestApp;
  let cookie: string;
  let file: Buffer;
  before(async () => {
    t = await createTestApp();
    cookie = (await asAdmin(t.app)).cookie;
    file = await workbook();
  });
  after(async () => t.close());

  it('reads the first tab unless told, lists every sheet, and reads the one picked', async () => {
    const first = await previewed(t, cookie, 'holidays', file, {}, 'holidays.xlsx');
    assert.deepEqual(first.import.sheets, ['Read me', 'R&D <2031>', 'Public']);
    assert.equal(first.import.sheet, 'Read me');
    assert.deepEqual(first.import.headers, ['How to fill this in']);

    const picked = await previewed(
      t,
      cookie,
      'holidays',
      file,
      { sheet: 'Public' },
      'holidays.xlsx',
    );
    assert.equal(picked.import.sheet, 'Public');
    assert.deepEqual(picked.import.counts, { rows: 2, create: 2, update: 0, errors: 0 });
    assert.deepEqual(
      picked.rows.map((r) => r.values.title),
      ['Founders Day', 'Harvest Fair'],
    );

    const named = await previewed(
      t,
      cookie,
      'holidays',
      file,
      { sheet: 'R&D <2031>' },
      'holidays.xlsx',
    );
    assert.deepEqual(
      named.rows.map((r) => r.values.title),
      ['Lab Day'],
    );
  });

  it('refuses a sheet the workbook does not have, and a CSV file has no sheets', async () => {
    const missing = await postImport(
      t,
      cookie,
      'holidays',
      file,
      { sheet: 'Private' },
      'holidays.xlsx',
    );
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, IMPORT_MESSAGES.noSuchSheet('Private'));

    const csv = await previewed(
      t,
      cookie,
      'holidays',
      'Title,Type,Country,Date\nFair,Festival,France,2031-09-21\n',
    );
    assert.equal(csv.import.sheet, null);
    assert.deepEqual(csv.import.sheets, []);
  });
});
