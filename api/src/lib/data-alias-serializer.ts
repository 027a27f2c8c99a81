import type { FastifyRouteSchemaDef, FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';

type PageSchema = z.ZodObject<{ items: z.ZodArray<z.ZodType> } & z.ZodRawShape>;

/**
 * A route serializer for the engineers list, which answers its items twice, as `items` and as
 * `data` (older clients read `data`). The items are written once, by the app's own serializer
 * (`appSerializer`: compiled from the contract, and checked against it in the tests), and the
 * text placed under both keys; the page's other fields are written beside them. Any other status
 * (an error's body) is the app's serializer's alone.
 */
export function dataAliasSerializer(
  pageSchema: PageSchema,
  appSerializer: FastifySerializerCompiler<z.ZodType>,
): FastifySerializerCompiler<unknown> {
  const itemsSchema = pageSchema.shape.items;
  const restSchema = pageSchema.omit({ items: true });
  return (definition) => {
    const route = definition as FastifyRouteSchemaDef<z.ZodType>;
    if (route.httpStatus !== '200') return appSerializer(route);
    const writeItems = appSerializer({ ...route, schema: itemsSchema });
    const writeRest = appSerializer({ ...route, schema: restSchema });
    return (payload) => {
      const { items, data: _alias, ...rest } = payload as { items: unknown[]; data?: unknown };
      const itemsJson = writeItems(items);
      const restJson = writeRest(rest);
      const tail = restJson === '{}' ? '' : `,${restJson.slice(1, -1)}`;
      return `{"items":${itemsJson},"data":${itemsJson}${tail}}`;
    };
  };
}
