import fp from 'fastify-plugin';
import { rejectNulCharacters } from '../../lib/nul-characters';

/**
 * Refuses a NUL character anywhere in a JSON body, the query or the path parameters with a 400
 * naming the field, for every route. Multipart fields are checked where they are parsed
 * (`parseWith`), since their body is read inside the handler.
 */
export default fp(
  async function nulGuard(fastify) {
    fastify.addHook('preValidation', async (request) => {
      rejectNulCharacters(request.params);
      rejectNulCharacters(request.query);
      rejectNulCharacters(request.body);
    });
  },
  { name: 'nul-guard' },
);
