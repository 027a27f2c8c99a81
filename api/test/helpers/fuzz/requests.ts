import fc from 'fast-check';
import { hostileString, hostileValue, percentEncode, RAW_BODIES, RAW_URL_PIECES } from './hostile';
import type { Operation } from './openapi';
import { asText, fuzzed, fuzzedObject, textsIn, type JsonSchema } from './schema-values';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Every text the request carried, so an error that merely echoes it is not taken for a leak. */
  sent: string[];
}

/** A path or query value: fuzzed and percent-encoded, or raw junk that is not valid encoding. */
function urlValue(
  schema: JsonSchema,
  name: string,
): fc.Arbitrary<{ encoded: string; text: string }> {
  return fc.oneof(
    {
      weight: 15,
      arbitrary: fuzzed(schema, name).map((v) => ({
        encoded: percentEncode(asText(v)),
        text: asText(v),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...RAW_URL_PIECES).map((raw) => ({ encoded: raw, text: raw })),
    },
  );
}

function queryString(op: Operation): fc.Arbitrary<{ query: string; sent: string[] }> {
  const declared = op.query.map((p) =>
    fc.option(
      fc.oneof(
        {
          weight: 9,
          arbitrary: urlValue(p.schema, p.name).map((v) => [
            `${percentEncode(p.name)}=${v.encoded}`,
          ]),
        },
        // Repeated, as a client sends an array.
        {
          weight: 1,
          arbitrary: fc
            .array(urlValue(p.schema, p.name), { minLength: 2, maxLength: 3 })
            .map((vs) => vs.map((v) => `${percentEncode(p.name)}=${v.encoded}`)),
        },
      ),
      { nil: [] as string[], freq: 3 },
    ),
  );
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant([] as [string, string][]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.tuple(hostileString, fc.oneof(hostileString, fc.constantFrom(...RAW_URL_PIECES))),
        {
          minLength: 1,
          maxLength: 2,
        },
      ),
    },
  );
  return fc.tuple(fc.tuple(...declared), extra).map(([pairs, more]) => {
    const parts = [
      ...pairs.flat(),
      ...more.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`),
    ];
    return {
      query: parts.length ? `?${parts.join('&')}` : '',
      sent: [...more.flat(), ...parts.map((p) => decodeSafely(p.split('=').slice(1).join('=')))],
    };
  });
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
];

function jsonBody(op: Operation): fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'headers' | 'sent'>> {
  const value = op.jsonBody
    ? fc.oneof(
        { weight: 8, arbitrary: fuzzedObject(op.jsonBody) },
        { weight: 1, arbitrary: hostileValue },
      )
    : hostileValue;
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(value, fc.constantFrom(...JSON_TYPES)).map(([v, type]) => ({
        payload: JSON.stringify(v) ?? 'null',
        headers: { 'content-type': type },
        sent: textsIn(v),
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...RAW_BODIES), fc.constantFrom(...JSON_TYPES, ...OTHER_TYPES))
        .map(([raw, type]) => ({
          payload: raw,
          headers: { 'content-type': type },
          sent: [raw],
        })),
    },
  );
}

const filePart = fc.record({
  filename: fc.oneof(hostileString, fc.constantFrom('a.pdf', 'a.png', '../../x.pdf', 'a"b.pdf')),
  type: fc.constantFrom(
    'application/pdf',
    'image/png',
    'text/html',
    'application/octet-stream',
    '*/*',
    '',
  ),
  content: fc.oneof(
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    fc.constantFrom(Buffer.from('%PDF-1.4\n'), Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.alloc(0)),
  ),
});

function multipartBody(
  op: Operation,
): fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'headers' | 'sent'>> {
  const names = Object.keys(op.formFields);
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...names, 'file', 'files') },
    { weight: 1, arbitrary: hostileString },
  );
  const declared = fuzzedObject({ properties: op.formFields, required: names }).map((values) =>
    Object.entries(values).map(([k, v]): [string, string] => [k, asText(v)]),
  );
  const fields = fc.oneof(
    { weight: 4, arbitrary: declared },
    { weight: 1, arbitrary: fc.array(fc.tuple(name, hostileString), { maxLength: 8 }) },
  );
  const files = fc.oneof(
    { weight: 2, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(name, filePart), { minLength: 1, maxLength: 3 }) },
  );
  const boundary = fc.oneof(
    { weight: 6, arbitrary: fc.constant('fuzzBoundary') },
    { weight: 1, arbitrary: fc.constantFrom('x', '"quoted"', 'a'.repeat(80)) },
  );
  return fc
    .tuple(
      fields,
      files,
      boundary,
      // Mostly closed, so that the fields reach the handler; sometimes cut short.
      fc.oneof(
        { weight: 9, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      fc.oneof(
        { weight: 8, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 200 }) },
      ),
    )
    .map(([textParts, fileParts, mark, closed, junk]) => {
      const b = mark.replace(/"/g, '');
      const chunks: Buffer[] = [];
      const header = (field: string, extra = '') =>
        `--${b}\r\nContent-Disposition: form-data; name="${field}"${extra}\r\n`;
      for (const [field, value] of textParts)
        chunks.push(Buffer.from(`${header(field)}\r\n${value}\r\n`));
      for (const [field, file] of fileParts)
        chunks.push(
          Buffer.from(
            `${header(field, `; filename="${file.filename}"`)}Content-Type: ${file.type}\r\n\r\n`,
          ),
          file.content,
          Buffer.from('\r\n'),
        );
      if (junk) chunks.push(Buffer.from(junk));
      if (closed) chunks.push(Buffer.from(`--${b}--\r\n`));
      return {
        payload: Buffer.concat(chunks),
        headers: { 'content-type': `multipart/form-data; boundary=${mark}` },
        sent: [
          ...textParts.flat(),
          ...fileParts.flatMap(([field, file]) => [field, file.filename]),
        ],
      };
    });
}

/** A header value: what HTTP can carry (a client cannot send other bytes in a header). */
const asHeader = (value: unknown) => asText(value).replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

/** Requests for one operation: every path, query and header parameter and body field fuzzed. */
export function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const path = fc.tuple(
    ...op.params.map((p) => urlValue(p.schema, p.name).map((v) => [p.name, v] as const)),
  );
  const headers = fc.tuple(
    ...op.headers.map((h) =>
      fc.option(
        fuzzed(h.schema, h.name).map((v) => [h.name, asHeader(v)] as const),
        { nil: null },
      ),
    ),
  );
  const hasBody = op.method !== 'GET';
  const body = hasBody
    ? fc.oneof(
        { weight: op.jsonBody ? 1 : 6, arbitrary: multipartBody(op) },
        { weight: op.jsonBody ? 6 : 1, arbitrary: jsonBody(op) },
        { weight: 1, arbitrary: fc.constant({ payload: undefined, headers: {}, sent: [] }) },
      )
    : fc.constant({ payload: undefined, headers: {}, sent: [] as string[] });
  return fc
    .tuple(path, queryString(op), headers, body)
    .map(([values, { query, sent }, sentHeaders, b]) => {
      let url = op.path;
      for (const [name, v] of values) url = url.replace(`{${name}}`, v.encoded);
      return {
        method: op.method,
        url: `${url}${query}`,
        headers: { ...Object.fromEntries(sentHeaders.filter((h) => h !== null)), ...b.headers },
        payload: b.payload,
        sent: [
          ...values.map(([, v]) => v.text),
          ...sentHeaders.flatMap((h) => (h ? [h[1]] : [])),
          ...sent,
          ...b.sent,
        ],
      };
    });
}
