// Master data (spec 2 §7): universities, their faculties (学部) and majors (学科). Public
// reference data, the same for every agency: cached by the browser for a day, with an ETag.
import { createHash } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { universities } from '../../db/schema/master';
import { parseInput } from '../../plugins/validation';
import type { Services } from '../../services';

const name = z.string().trim().min(1).max(200);

function sendCached(request: FastifyRequest, reply: FastifyReply, data: string[]) {
  const body = JSON.stringify({ data });
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('cache-control', 'private, max-age=86400');
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

export function masterRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/master/universities', async (request, reply) => {
      const rows = await services.db
        .selectDistinct({ name: universities.schoolName })
        .from(universities)
        .orderBy(asc(universities.schoolName));
      return sendCached(
        request,
        reply,
        rows.map((row) => row.name),
      );
    });

    app.get('/master/universities/departments', async (request, reply) => {
      const { school } = parseInput(z.object({ school: name }), request.query, {
        school: '学校名',
      });
      const rows = await services.db
        .selectDistinct({ name: universities.facultyName })
        .from(universities)
        .where(and(eq(universities.schoolName, school), ne(universities.facultyName, '')))
        .orderBy(asc(universities.facultyName));
      return sendCached(
        request,
        reply,
        rows.map((row) => row.name),
      );
    });

    app.get('/master/universities/majors', async (request, reply) => {
      const { school, gakubu } = parseInput(
        z.object({ school: name, gakubu: name }),
        request.query,
        { school: '学校名', gakubu: '学部' },
      );
      const rows = await services.db
        .selectDistinct({ name: universities.majorName })
        .from(universities)
        .where(
          and(
            eq(universities.schoolName, school),
            eq(universities.facultyName, gakubu),
            ne(universities.majorName, ''),
          ),
        )
        .orderBy(asc(universities.majorName));
      return sendCached(
        request,
        reply,
        rows.map((row) => row.name),
      );
    });
  };
}
