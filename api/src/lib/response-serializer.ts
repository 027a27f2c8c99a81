import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/**
 * A response's JSON written by a serializer compiled from its contract's JSON Schema
 * (fast-json-stringify), instead of checking it against the zod contract and then running
 * JSON.stringify: on a list page that check and stringify were most of Node's share of the work.
 * The compiled serializer writes only the properties the contract declares, so a response never
 * carries a field the contract (and with it the visibility policy) leaves out.
 *
 * A contract JSON Schema cannot express (a transform, a date codec) keeps zod's check and
 * JSON.stringify. With `checkResponses` (the tests), every response is also checked against its
 * zod contract and the two answers compared, so a difference between them fails the request.
 */
export function createResponseSerializer({
  checkResponses,
}: {
  checkResponses: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const byContract: Stringify = (data) => {
      const result = z.safeEncode(schema, data);
      if (!result.success)
        throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
    // Compiled on the route's first answer, not when the app starts: compiling every contract
    // at once blocks the event loop long enough for load shedding to refuse the first requests.
    let writer: Stringify | undefined;
    const write: Stringify = (data) => {
      writer ??= serializerFor(schema) ?? byContract;
      return writer(data);
    };
    if (!checkResponses) return write;
    return (data) => {
      const expected = byContract(data);
      const written = write(data);
      // Both write the contract's properties in its order, so equal text is the usual answer
      // and spares the tests two parses and a deep comparison per response.
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new ResponseSerializationError(method, url, {
          cause: new z.ZodError([
            {
              code: 'custom',
              path: [],
              input: data,
              message: `the compiled serializer wrote ${written.slice(0, 500)}, the contract ${expected.slice(0, 500)}`,
            },
          ]),
        });
      return written;
    };
  };
}

// One compiled serializer per contract, shared by every app in the process (the tests start
// hundreds) and by every route answering with the same schema.
const compiledSerializers = new WeakMap<z.ZodType, Stringify | null>();

function serializerFor(schema: z.ZodType): Stringify | null {
  let compiled = compiledSerializers.get(schema);
  if (compiled === undefined) {
    compiled = compileResponseSerializer(schema);
    compiledSerializers.set(schema, compiled);
  }
  return compiled;
}

/** The contract's compiled serializer, or null when JSON Schema cannot express the contract. */
export function compileResponseSerializer(schema: z.ZodType): Stringify | null {
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Stringify;
  } catch {
    return null;
  }
}
