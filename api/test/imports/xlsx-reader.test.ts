import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { IMPORT_MESSAGES } from '@trellis/contracts';
import { AppError } from '../../src/lib/app-error';
import { fileRows } from '../../src/imports/file-rows';
import { xlsxRows } from '../../src/imports/xlsx-rows';
import { xlsxSheetNames } from '../../src/imports/xlsx-sheets';
import { serialDate } from '../../src/imports/xlsx-cells';
import { isDateFormat } from '../../src/imports/xlsx-styles';

type Parts = Record<string, Uint8Array>;

const partsOf = (file: Buffer): Parts =>
  Object.fromEntries(Object.entries(unzipSync(file)).filter(([name]) => !name.endsWith('/')));

/** The same parts stored in the order `compare` puts them in. */
function storedAs(parts: Parts, compare: (a: string, b: string) => number): Buffer {
  const names = Object.keys(parts).sort(compare);
  return Buffer.from(zipSync(Object.fromEntries(names.map((name) => [name, parts[name]!]))));
}

/** Lower rank first; the same rank by name. */
const byRank = (rank: (name: string) => number) => (a: string, b: string) =>
  rank(a) - rank(b) || a.localeCompare(b);
const isSheet = (name: string) => name.startsWith('xl/worksheets/');
/** Orders a reader must not care about, Excel's own and the ones that broke ExcelJS's reader. */
const ORDERS: Record<string, (a: string, b: string) => number> = {
  'as ExcelJS writes them': () => 0,
  'like Excel: sheets, styles, then shared strings': byRank((name) =>
    name === 'xl/workbook.xml' ? 0 : isSheet(name) ? 1 : name === 'xl/sharedStrings.xml' ? 3 : 2,
  ),
  'sheets before the workbook part': byRank((name) =>
    isSheet(name) ? 0 : name === 'xl/workbook.xml' ? 2 : 1,
  ),
  'shared strings and styles before everything': byRank((name) =>
    name === 'xl/sharedStrings.xml' ? 0 : name === 'xl/styles.xml' ? 1 : 2,
  ),
  'backwards by name': (a, b) => b.localeCompare(a),
};

let dir: string;
let written = 0;
const stored = (file: Buffer | Uint8Array): string => {
  written += 1;
  const path = join(dir, `book-${written}.xlsx`);
  writeFileSync(path, file);
  return path;
};

/** The 400 an import answers with, saying `message`. */
const refusedWith = (message: string) => (error: unknown) =>
  error instanceof AppError && error.code === 'VALIDATION_FAILED' && error.message === message;

async function rowsOf(path: string, sheet: string | null = null): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of xlsxRows(path, sheet)) rows.push(row);
  return rows;
}

/** Three sheets of what ExcelJS writes: shared and rich strings, numbers, dates, formulas. */
async function excelJsWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const people = book.addWorksheet('People');
  people.addRow(['Name', 'Score', 'Joined', 'Double', 'Active']);
  people.addRow([
    'Ann',
    3.5,
    new Date(Date.UTC(2027, 5, 15)),
    { formula: 'B2*2', result: 7 },
    true,
  ]);
  people.addRow(['Ann', 4, new Date(Date.UTC(2027, 0, 2)), { formula: 'B3*2', result: 8 }, false]);
  people.getCell('C3').numFmt = 'dd" of "mmm yyyy';
  // A shared formula's other cell keeps its stored value.
  people.getCell('D4').value = { formula: 'B4*2', result: 2 };
  people.getCell('D5').value = { sharedFormula: 'D4', result: 6 };
  people.getCell('A4').value = { richText: [{ text: 'Bo', font: { bold: true } }, { text: 'b' }] };
  people.getCell('B4').value = 1;
  people.getCell('A5').value = 'Cy';
  people.getCell('B5').value = 3;
  people.getCell('C5').value = 12.5;
  // Not a date: the letters of "days" are quoted.
  people.getCell('C5').numFmt = '0.0 "days"';
  people.getCell('E5').value = { error: '#DIV/0!' } as ExcelJS.CellErrorValue;
  people.getCell('A7').value = '  ';
  people.getCell('A8').value = 'After a gap';
  people.getCell('C8').value = 'C';
  book.addWorksheet('R&D <2031>').addRows([['Title'], ['Lab Day']]);
  const wide = book.addWorksheet('Wide');
  wide.getCell('B2').value = 'Ann';
  wide.getCell('AB2').value = 'far';
  return Buffer.from(await book.xlsx.writeBuffer());
}

const EXPECTED: Record<string, string[][]> = {
  People: [
    ['Name', 'Score', 'Joined', 'Double', 'Active'],
    ['Ann', '3.5', '2027-06-15', '=B2*2', 'true'],
    ['Ann', '4', '2027-01-02', '=B3*2', 'false'],
    ['Bob', '1', '', '=B4*2'],
    ['Cy', '3', '12.5', '6', '#DIV/0!'],
    ['After a gap', '', 'C'],
  ],
  'R&D <2031>': [['Title'], ['Lab Day']],
  Wide: [['', 'Ann', ...Array<string>(25).fill(''), 'far']],
};

describe('reading an .xlsx workbook', () => {
  let parts: Parts;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'trellis-xlsx-'));
    parts = partsOf(await excelJsWorkbook());
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  for (const [order, compare] of Object.entries(ORDERS)) {
    it(`reads every sheet the same, five times over, with its parts stored ${order}`, async () => {
      const path = stored(storedAs(parts, compare));
      assert.deepEqual(await xlsxSheetNames(path), ['People', 'R&D <2031>', 'Wide']);
      for (let time = 0; time < 5; time += 1) {
        assert.deepEqual(await rowsOf(path), EXPECTED.People, `first tab, read ${time + 1}`);
        for (const [sheet, rows] of Object.entries(EXPECTED))
          assert.deepEqual(await rowsOf(path, sheet), rows, `${sheet}, read ${time + 1}`);
      }
    });
  }

  it('refuses a sheet the workbook does not have', async () => {
    const path = stored(storedAs(parts, ORDERS['sheets before the workbook part']!));
    await assert.rejects(
      rowsOf(path, 'Private'),
      refusedWith(IMPORT_MESSAGES.noSuchSheet('Private')),
    );
  });

  it('lets go of the file when its reader stops after the first row, however often', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Many');
    sheet.addRow(['Id', 'Double', 'Triple']);
    // Numbers: a long sheet, left mid-stream, with few shared strings to read before it.
    for (let row = 1; row <= 20_000; row += 1) sheet.addRow([row, row * 2, row * 3]);
    const path = stored(Buffer.from(await book.xlsx.writeBuffer()));
    const fds = existsSync('/proc/self/fd') ? '/proc/self/fd' : '/dev/fd';
    const openFiles = () => readdirSync(fds).length;
    const before = openFiles();
    for (let time = 0; time < 300; time += 1) {
      for await (const row of fileRows(path)) {
        assert.deepEqual(row, ['Id', 'Double', 'Triple']);
        break;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.ok(openFiles() <= before + 2, `${openFiles() - before} files left open`);
  });
});

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** A workbook written by hand, to hold what ExcelJS never writes. */
function handWritten(overrides: Record<string, string | null> = {}): Buffer {
  const parts: Record<string, string | null> = {
    'xl/worksheets/sheet1.xml': `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>
      <x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>Tōkyō</x:t><x:rPh sb="0" eb="2"><x:t>とうきょう</x:t></x:rPh></x:is></x:c>
        <x:c r="C1" t="inlineStr"><x:is><x:r><x:t xml:space="preserve">R&amp;D </x:t></x:r><x:r><x:t><![CDATA[<lab>]]></x:t></x:r></x:is></x:c></x:row>
      <x:row r="2"><x:c t="s"><x:v>0</x:v></x:c><x:c t="b"><x:v>0</x:v></x:c><x:c s="1"><x:v>0</x:v></x:c><x:c s="2"><x:v>1.5e3</x:v></x:c></x:row>
      <x:row r="3"><x:c r="B3" t="str"><x:f>A1&amp;"!"</x:f><x:v>Tōkyō!</x:v></x:c><x:c r="C3" t="e"><x:v>#N/A</x:v></x:c></x:row>
    </x:sheetData></x:worksheet>`,
    '[Content_Types].xml':
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'xl/workbook.xml': `<workbook ${NS} ${REL_NS}><workbookPr date1904="1"/><sheets><sheet name="Only" sheetId="7" r:id="rId9"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="worksheet" Target="/xl/worksheets/sheet1.xml"/></Relationships>`,
    'xl/sharedStrings.xml': `<sst ${NS}><si><r><t>Shared </t></r><r><rPr><b/></rPr><t>rich</t></r><rPh><t>x</t></rPh></si></sst>`,
    'xl/styles.xml': `<styleSheet ${NS}><numFmts count="1"><numFmt numFmtId="170" formatCode="[$-409]d\\-mmm;@"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="170"/><xf numFmtId="2"/></cellXfs></styleSheet>`,
    ...overrides,
  };
  const kept = Object.entries(parts).filter(
    (entry): entry is [string, string] => entry[1] !== null,
  );
  return Buffer.from(zipSync(Object.fromEntries(kept.map(([name, xml]) => [name, strToU8(xml)]))));
}

describe('reading a hand-written or broken workbook', () => {
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'trellis-xlsx-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reads inline and rich strings without their phonetic reading, 1904 dates and an absolute sheet target', async () => {
    assert.deepEqual(await rowsOf(stored(handWritten())), [
      ['Tōkyō', '', 'R&D <lab>'],
      ['Shared rich', 'false', '1904-01-01', '1500'],
      ['', '=A1&"!"', '#N/A'],
    ]);
  });

  it('reads a date in an East Asian built-in format (yyyy年m月d日, era years) as a date', async () => {
    for (const format of [31, 57]) {
      const styles = `<styleSheet ${NS}><cellXfs><xf numFmtId="0"/><xf numFmtId="${format}"/><xf numFmtId="2"/></cellXfs></styleSheet>`;
      const rows = await rowsOf(stored(handWritten({ 'xl/styles.xml': styles })));
      assert.deepEqual(rows[1], ['Shared rich', 'false', '1904-01-01', '1500'], `format ${format}`);
    }
  });

  it('counts days from 1900 as Excel does, its 29 February 1900 included', () => {
    assert.deepEqual(
      [1, 59, 60, 61, 46553, 46553.999999999].map((day) => serialDate(day, false)),
      ['1900-01-01', '1900-02-28', '1900-02-29', '1900-03-01', '2027-06-15', '2027-06-16'],
    );
    assert.equal(serialDate(-1, false), null);
    assert.deepEqual(
      [
        'yyyy-mm-dd',
        'h:mm',
        '[$-409]d-mmm',
        '0.00',
        '#,##0 "days"',
        '0\\d',
        '[Red]0',
        'General',
      ].map(isDateFormat),
      [true, true, true, false, false, false, false, false],
    );
  });

  const broken: Record<string, Record<string, string | null>> = {
    'has no workbook part': { 'xl/workbook.xml': null },
    'has no workbook relationships': { 'xl/_rels/workbook.xml.rels': null },
    'has a sheet that is not XML': { 'xl/worksheets/sheet1.xml': '<worksheet><sheetData><row>' },
    'has a workbook part that is not XML': {
      'xl/workbook.xml': '<workbook><sheets><sheet name="a"',
    },
    'points its sheet outside the archive': {
      'xl/_rels/workbook.xml.rels':
        '<Relationships><Relationship Id="rId9" Target="../../../etc/passwd"/></Relationships>',
    },
    'points its sheet at a part it lacks': {
      'xl/_rels/workbook.xml.rels':
        '<Relationships><Relationship Id="rId9" Target="worksheets/sheet9.xml"/></Relationships>',
    },
    'has broken shared strings': { 'xl/sharedStrings.xml': '<sst><si><t>a</si></sst>' },
    'has a column no sheet has': {
      'xl/worksheets/sheet1.xml': `<worksheet ${NS}><sheetData><row><c r="ZZZZZZ1" t="str"><v>x</v></c></row></sheetData></worksheet>`,
    },
  };
  for (const [what, overrides] of Object.entries(broken)) {
    it(`refuses, as unreadable, a workbook that ${what}`, async () => {
      const path = stored(handWritten(overrides));
      await assert.rejects(rowsOf(path), refusedWith(IMPORT_MESSAGES.notReadable));
      await assert.rejects(async () => {
        for await (const _ of fileRows(path, 'Only'));
      }, refusedWith(IMPORT_MESSAGES.notReadable));
    });
  }

  it('refuses to list the sheets of a workbook without a workbook part', async () => {
    const path = stored(handWritten({ 'xl/workbook.xml': null }));
    await assert.rejects(xlsxSheetNames(path), refusedWith(IMPORT_MESSAGES.notReadable));
    const cut = stored(handWritten().subarray(0, 200));
    await assert.rejects(xlsxSheetNames(cut), refusedWith(IMPORT_MESSAGES.notReadable));
    await assert.rejects(rowsOf(cut), refusedWith(IMPORT_MESSAGES.notReadable));
  });
});
