import fp from 'fastify-plugin';

/**
 * Fastify's JSON parser (with its prototype-poisoning protection), except that an empty body is "no
 * body" rather than a 400: many fetch wrappers send `Content-Type: application/json` on every POST,
 * including the bodiless refresh and logout.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
