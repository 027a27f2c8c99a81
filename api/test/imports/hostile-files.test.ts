import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { readdir } from 'node:fs/promises';
import { IMPORT_MAX_CELL, IMPORT_MAX_COLUMNS, IMPORT_MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import { IMPORT_FILES_DIR } from '../../src/imports/receive-upload';
import { postImport, previewed } from './import-calls';

/**
 * A ZIP archive of one deflated entry whose directory claims it unpacks to `claimed` bytes: the
 * shape of a "zip bomb" passed off as a workbook.
 */
function zipClaiming(claimed: number): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const data = deflateRawSync(Buffer.alloc(1024));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(claimed, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(claimed, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('a bad or hostile file', () => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await createTestApp({ IMPORT_MAX_MB: '1' });
    cookie = (await asAdmin(t.app)).cookie;
  });
  after(async () => t.close());

  const refused = async (content: Buffer | string, message: string, status = 400) => {
    const before = await t.db('imports').count('* as n').first();
    const response = await postImport(t, cookie, 'customers', content);
    assert.equal(response.statusCode, status, response.body);
    assert.equal(response.json().message, message);
    // Refused before an import exists, and its upload is not kept.
    assert.deepEqual(await t.db('imports').count('* as n').first(), before);
  };

  it('refuses binary junk, a zip bomb, 10,000 columns and a file over IMPORT_MAX_MB, keeping none of them', async () => {
    const junk = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    await refused(junk, IMPORT_MESSAGES.notReadable);
    await refused(zipClaiming(0xf0000000), IMPORT_MESSAGES.unsafeWorkbook);
    const wide = Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',');
    await refused(`${wide}\n${wide}\n`, IMPORT_MESSAGES.tooManyColumns(10_000, IMPORT_MAX_COLUMNS));
    await refused(`Name,Email\n${'x'.repeat(1_100_000)}\n`, IMPORT_MESSAGES.tooLarge(1), 413);
    await refused('', IMPORT_MESSAGES.notAFile);
    assert.deepEqual(await readdir(IMPORT_FILES_DIR).catch(() => []), []);
  });

  it('makes a 1 MB cell its row’s error, and keeps a formula as text', async () => {
    const detail = await previewed(
      t,
      cookie,
      'customers',
      `Name,Email\n"${'y'.repeat(900_000)}",big@cell.test\n=HYPERLINK("http://evil.test"),formula@cell.test\n`,
    );
    assert.deepEqual(detail.errors.items, [
      { line: 2, column: 'Name', message: IMPORT_MESSAGES.cellTooLong(IMPORT_MAX_CELL) },
    ]);
    assert.equal(detail.rows[0]!.values.name, '=HYPERLINK("http://evil.test")');
  });

  it('reads a file saved partly in UTF-8 and partly in Windows-1252, with or without a BOM', async () => {
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('Name;Email\nZoë Café;zoe@cafe.test\n', 'utf8'),
      // "Renée Müller" in Windows-1252: é is 0xE9, ü is 0xFC.
      Buffer.from([0x52, 0x65, 0x6e, 0xe9, 0x65, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]),
      Buffer.from(';renee@mueller.test\n'),
    ]);
    const detail = await previewed(t, cookie, 'customers', file);
    assert.deepEqual(
      detail.rows.map((r) => r.values.name),
      ['Zoë Café', 'Renée Müller'],
    );
  });
});
