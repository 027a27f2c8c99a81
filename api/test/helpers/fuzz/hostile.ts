import fc from 'fast-check';

/** Text an attacker, a broken client or a careless paste would send. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m\u007f',
  '\r\n\r\nX-Injected: 1',
  '\u202Egnp.exe',
  '\u200B\uFEFF',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\uD800',
  'x\uDFFFy',
  'a\u0301\u0301\u0301',
  "' OR 1=1 --",
  "'; drop table users; --",
  '1; select pg_sleep(5)',
  '%_\\',
  '$1 $2 ?',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '%2e%2e%2f%00',
  '%s%n%x',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '-0',
  '0',
  '1.5',
  '0x1F',
  ' 42 ',
  '2147483648',
  '9223372036854775808',
  '-9223372036854775809',
  '99999999999999999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '0000-00-00',
  '2024-02-30',
  '275760-09-14',
  '9999-12-31T99:99:99Z',
  'a@b',
  '@',
  'x'.repeat(5000),
  '€'.repeat(100_000),
];

/** One hostile piece of text, to compose strings from. */
const hostileUnit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 100)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\u0085', '\u2028') },
);

/** A string of hostile pieces within the given length (in UTF-16 units, as zod counts). */
export function hostileText(minLength = 0, maxLength = 60): fc.Arbitrary<string> {
  const cap = Math.min(maxLength, minLength + 60);
  return fc
    .array(hostileUnit, { minLength: minLength === 0 ? 0 : 1, maxLength: 12 })
    .map((pieces) => pieces.join(''))
    .map((s) => (s.length < minLength ? s.padEnd(minLength, 'é') : s).slice(0, cap));
}

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  hostileText(),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    Number.NaN,
    Infinity,
    -Infinity,
    -1,
    0,
    -0,
    0.5,
    2 ** 31,
    2 ** 53 + 2,
    2 ** 63,
    -(2 ** 63),
    1e308,
    Number.MIN_VALUE,
  ),
  fc.double(),
  fc.integer(),
);

/** An array or object nested `depth` levels deep. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Any JSON-able value of the wrong kind: strings, numbers, null, booleans, arrays, objects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        deeplyNested(2000, 'array'),
        deeplyNested(2000, 'object'),
        Array.from({ length: 10_000 }, () => 'x'),
      ),
    },
  ),
})).value;

/** Bodies no JSON parser should accept, and some it accepts but no route should. */
export const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'nul\u0000l',
  '\uFEFF{}',
  '[]',
  'null',
  '"just a string"',
  '1e309',
  '-0',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '['.repeat(50_000) + ']'.repeat(50_000),
  '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
  JSON.stringify({ a: 'x'.repeat(900_000) }),
];

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate becomes U+FFFD, as on the wire). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Raw URL pieces that are not well-formed percent-encoding. */
export const RAW_URL_PIECES = [
  '%',
  '%zz',
  '%FF',
  '%C0%AF',
  '%E0%80',
  '%00',
  '..',
  '.',
  '%2F',
  ';',
  '&&=',
];
