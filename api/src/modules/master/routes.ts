// Master data (spec 2 §7), registered from the contract: universities, their faculties (学部)
// and majors (学科). Public reference data, the same for every agency: cached by the browser for
// a day, with an ETag.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { masterCalls as calls } from '@portal/shared/contract/master';
import { route } from '../../contract/route';
import type { Services } from '../../services';
import { facultyNames, majorNames, schoolNames } from './queries';

const LABELS = { school: '学校名', gakubu: '学部' };

/** A day in the browser's cache; an unchanged list (same ETag) is a 304 without a body. */
async function cacheAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('cache-control', 'private, max-age=86400');
  reply.header('etag', etag);
  if (request.headers['if-none-match'] !== etag) return payload;
  reply.code(304);
  return null;
}

export function masterRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    app.addHook('onSend', cacheAnswer);

    route(app, calls['GET /master/universities'], { labels: LABELS }, async () => schoolNames(db));

    // A school without faculty data answers [] (the form then takes typed text).
    route(
      app,
      calls['GET /master/universities/departments'],
      { labels: LABELS },
      async ({ query }) => facultyNames(db, query.school),
    );

    route(app, calls['GET /master/universities/majors'], { labels: LABELS }, async ({ query }) =>
      majorNames(db, query.school, query.gakubu),
    );
  };
}
