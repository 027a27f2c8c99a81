import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { useAdminSession } from '../helpers/admin-app';
import { rowsOf } from '../audit/rows-since';
import { committed, previewed } from './import-calls';

/** An .xlsx workbook of `rows` on its first sheet (a second sheet the import must ignore). */
async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Holidays').addRows(rows);
  book.addWorksheet('Notes').addRow(['Ignored', 'sheet']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('importing holidays', () => {
  const desk = useAdminSession();

  it('reads the first sheet of a workbook, its dates as dates, and names a holiday by its country and date', async () => {
    const { t, cookie } = desk;
    const file = await workbook([
      ['Holiday name', 'Type', 'Country', 'Day'],
      ['Founders Day', 'Public Holiday', 'United Kingdom', new Date(Date.UTC(2027, 5, 15))],
      ['Harvest Fair', 'Festival', 'France', '2027-09-20'],
      ['Nowhere Day', 'Festival', 'Atlantis', '2027-01-01'],
      ['Bad Date', 'Festival', 'France', '20/09/2027'],
    ]);
    const detail = await previewed(t, cookie, 'holidays', file, {}, 'holidays.xlsx');
    assert.deepEqual(detail.import.mapping, ['title', 'type', 'country', 'date']);
    assert.deepEqual(detail.import.counts, { rows: 4, create: 2, update: 0, errors: 2 });
    assert.deepEqual(
      detail.rows.map((r) => [r.values.title, r.values.date]),
      [
        ['Founders Day', '2027-06-15'],
        ['Harvest Fair', '2027-09-20'],
      ],
    );
    assert.deepEqual(
      detail.errors.items.map((e) => [e.line, e.column]),
      [
        [4, 'Country'],
        [5, 'Day'],
      ],
    );

    const done = await committed(
      t,
      cookie,
      (await previewed(t, cookie, 'holidays', file, { mode: 'valid' }, 'holidays.xlsx')).import.id,
    );
    assert.equal(done.import.state, 'done');
    // The same day and country again, retitled: the holiday is updated, not doubled.
    const again = await previewed(
      t,
      cookie,
      'holidays',
      'Title,Type,Country,Date\nFounders Day (observed),Public Holiday,United Kingdom,2027-06-15\n',
    );
    assert.deepEqual(again.import.counts, { rows: 1, create: 0, update: 1, errors: 0 });
    const { rows } = await rowsOf(t, () => committed(t, cookie, again.import.id));
    assert.deepEqual(
      rows.map((r) => r.action),
      ['holiday.updated', 'holidays.imported'],
    );
    const stored = await t.db('holidays').where({ country: 'United Kingdom' }).select('title');
    assert.deepEqual(
      stored.map((h) => h.title),
      ['Founders Day (observed)'],
    );
  });

  it('keeps a formula as its text, never its result', async () => {
    const { t, cookie } = desk;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Holidays');
    sheet.addRow(['Title', 'Type', 'Country', 'Date']);
    sheet.addRow([
      { formula: 'CONCAT("Day"," Off")', result: 'Day Off' },
      'Festival',
      'Germany',
      '2027-03-03',
    ]);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const detail = await previewed(t, cookie, 'holidays', file, {}, 'formula.xlsx');
    assert.equal(detail.rows[0]!.values.title, '=CONCAT("Day"," Off")');
  });
});
