// The exports write their CSV by hand for speed (src/lib/csv-text.ts). csv-stringify, which they
// used before, is the reference: any row of the values a list carries must come out the same.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { stringify } from 'csv-stringify/sync';
import { csvCell, csvLine } from '../../src/lib/csv-text';
import { csvStream } from '../../src/lib/csv-export';

/** Characters that change a cell's text: separators, quotes, line breaks, formula starts. */
const tricky = fc.string({
  unit: fc.constantFrom(
    'a',
    ' ',
    'é',
    ',',
    ';',
    '"',
    "'",
    '\n',
    '\r',
    '\t',
    '=',
    '+',
    '-',
    '@',
    '0',
    '\uFF1D',
    '\uFF0B',
    '\uFF0D',
    '\uFF20',
  ),
  maxLength: 8,
});

const value = fc.oneof(
  tricky,
  fc.string(),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double(),
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.date({ noInvalidDate: true }),
  fc.dictionary(fc.string({ maxLength: 3 }), tricky, { maxKeys: 2 }),
);

describe('CSV text', () => {
  it('writes any row as csv-stringify with escape_formulas writes it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(value, { minLength: 3, maxLength: 3 }), { maxLength: 5 }),
        (rows) => {
          const expected = stringify(rows, { escape_formulas: true });
          assert.equal(rows.map(csvLine).join(''), expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('quotes what would break a line or run as a formula, and keeps numbers as numbers', () => {
    assert.equal(csvCell('Smith, John'), '"Smith, John"');
    assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    assert.equal(csvCell('two\nlines'), '"two\nlines"');
    assert.equal(csvCell('=SUM(A1:A9)'), "'=SUM(A1:A9)");
    assert.equal(csvCell('-rm'), "'-rm");
    assert.equal(csvCell(-12.5), '-12.5');
    assert.equal(csvCell(false), '');
    assert.equal(csvCell(null), '');
  });

  it('sends the header line even when no row matches, and the rows after it', async () => {
    async function* none() {}
    async function* two() {
      yield { name: 'Ann, Co', count: 2 };
      yield { name: '=cmd', count: -1 };
    }
    const columns = [
      { key: 'name', header: 'Name' },
      { key: 'count', header: 'Count' },
    ];
    const read = async (rows: AsyncIterable<Record<string, unknown>>) =>
      (await csvStream(rows, columns).toArray()).join('');
    assert.equal(await read(none()), 'Name,Count\n');
    assert.equal(await read(two()), 'Name,Count\n"Ann, Co",2\n\'=cmd,-1\n');
  });
});
