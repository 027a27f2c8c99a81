import fp from 'fastify-plugin';

/** Unknown /api paths answer JSON 404; any other page load gets the shell, whose router decides. */
export default fp(
  async function notFound(fastify) {
    fastify.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPageLoad =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        !path.startsWith('/remotes/');
      if (isPageLoad) {
        const index = await fastify.spaIndex();
        if (index) return reply.header('cache-control', 'no-store').type('text/html').send(index);
      }
      return reply
        .status(404)
        .send({ message: `No route for ${request.method} ${path}`, code: 'NOT_FOUND' });
    });
  },
  { name: 'not-found', dependencies: ['static-web'] },
);
