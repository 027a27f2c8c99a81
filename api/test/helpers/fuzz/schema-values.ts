import fc from 'fast-check';
import { hostileString, hostileText, hostileValue } from './hostile';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the generated document uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  $ref?: string;
}

function types(schema: JsonSchema): string[] {
  return [schema.type ?? []].flat();
}

function bounds(schema: JsonSchema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  let min = schema.minimum ?? -(2 ** 31);
  let max = schema.maximum ?? 2 ** 31;
  if (schema.exclusiveMinimum === true) min += step;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step;
  if (schema.exclusiveMaximum === true) max -= step;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step;
  return { min, max };
}

const plainEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9._+-]{0,20}$/), fc.constantFrom('example.com', 'b.co'))
  .map(([local, domain]) => `${local}@${domain}`);

/** Text for a string field; its name hints at a format the schema checks in code. */
function conformingString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: 40 });
  if (schema.format === 'email' || /email/i.test(name))
    return fc.oneof(
      { weight: 3, arbitrary: plainEmail },
      { weight: 1, arbitrary: fc.emailAddress() },
    );
  if (schema.format === 'date' || /(^|_)(dob|date)$/i.test(name))
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return hostileText(schema.minLength ?? 0, schema.maxLength ?? 200);
}

/** A value the schema accepts, its text made of hostile pieces: it reaches the handler and SQL. */
export function conforming(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  let value: fc.Arbitrary<unknown>;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (schema.enum) value = fc.constantFrom(...schema.enum);
  else if (alternatives) value = fc.oneof(...alternatives.map((s) => conforming(s, name)));
  else if (types(schema).includes('string')) value = conformingString(schema, name);
  else if (types(schema).includes('integer') || types(schema).includes('number')) {
    const integer = types(schema).includes('integer');
    const { min, max } = bounds(schema, integer);
    const small = { min: Math.max(min, -3), max: Math.min(max, 30) };
    value = integer
      ? fc.oneof(
          fc.integer(small.min <= small.max ? small : { min, max }),
          fc.integer({ min, max }),
        )
      : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  } else if (types(schema).includes('boolean')) value = fc.boolean();
  else if (types(schema).includes('array')) {
    const minLength = schema.minItems ?? 0;
    value = fc.array(conforming(schema.items ?? {}), {
      minLength,
      maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
    });
  } else if (types(schema).includes('object') || schema.properties) value = fuzzedObject(schema, 0);
  else value = fc.jsonValue({ maxDepth: 2 });
  return schema.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}

/** A value the schema accepts most of the time, else any hostile value. */
export function fuzzed(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 9, arbitrary: conforming(schema, name) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** The declared properties, each fuzzed or left out, plus now and then fields nobody declared. */
export function fuzzedObject(
  schema: JsonSchema,
  extraFields = 1,
): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([k, s]) => [k, fuzzed(s, k)]),
  );
  // Mostly with every required field, sometimes with any of them missing.
  const declared = fc.oneof(
    { weight: 5, arbitrary: fc.record(model, { requiredKeys: schema.required ?? [] }) },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
  );
  const extra = fc.dictionary(hostileString, hostileValue, { maxKeys: 3 });
  return fc
    .tuple(
      declared,
      fc.oneof(
        { weight: 4 - extraFields, arbitrary: fc.constant({}) },
        { weight: extraFields, arbitrary: extra },
      ),
    )
    .map(([own, more]) => ({ ...more, ...own }));
}

/** Strings within a value, to recognise them echoed back. */
export function textsIn(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (depth > 20 || !value || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.slice(0, 50).flatMap((v) => textsIn(v, depth + 1));
  return Object.entries(value).flatMap(([k, v]) => [k, ...textsIn(v, depth + 1)]);
}

export const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
