import type { JsonSchema } from './schema-values';

interface MediaTypes {
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: MediaTypes;
        responses?: Record<string, MediaTypes>;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: string;
  path: string;
  params: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema }[];
  headers: { name: string; schema: JsonSchema }[];
  jsonBody: JsonSchema | null;
  /** What to fill a multipart body with: its declared fields, else the resource's own fields. */
  formFields: Record<string, JsonSchema>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema = {}): JsonSchema =>
    schema.$ref ? resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!]) : schema;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => {
        const inWhere = (where: string) =>
          (op.parameters ?? [])
            .filter((p) => p.in === where)
            .map((p) => ({ name: p.name, schema: resolve(p.schema) }));
        const body = op.requestBody?.content ?? {};
        const form = body['multipart/form-data']?.schema;
        const success = Object.entries(op.responses ?? {}).find(([status]) =>
          status.startsWith('2'),
        );
        const fieldsOf = (schema?: JsonSchema) => resolve(schema).properties ?? {};
        return {
          method: method.toUpperCase(),
          path,
          params: inWhere('path'),
          query: inWhere('query'),
          headers: inWhere('header'),
          jsonBody: body['application/json']?.schema
            ? resolve(body['application/json'].schema)
            : null,
          formFields: form
            ? fieldsOf(form)
            : fieldsOf(success?.[1].content?.['application/json']?.schema),
        };
      }),
  );
}
