// The contract at the server's door: every answer is written through its response schema, so a
// field a handler returns by accident (a column selected too many, a password hash) never leaves
// the server — in production (no answer checks) as in the tests.
import Fastify from 'fastify';
import { z } from 'zod';
import { apiCalls } from '@portal/shared/contract/calls';
import { applicantCalls } from '@portal/shared/contract/applicants';
import type { CallDeclaration } from '@portal/shared/contract/define';
import { supportCalls } from '@portal/shared/contract/support';
import { consoleCalls } from '../company-console/contract';
import { answerWriter, fastAnswerWriter, registerContractCompilers } from './compilers';
import { envelopeOf, route } from './route';

async function productionApp() {
  const app = Fastify({ logger: false });
  registerContractCompilers(app, false);
  // A logged-in request: the calls below are not public.
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    (request as { session: unknown }).session = { accountId: 1, agencyId: 1 };
  });
  route(
    app,
    supportCalls['GET /support'],
    {},
    async () =>
      ({
        siteUrl: 'https://support.example',
        mail: null,
        phone: null,
        hours: null,
        internalNote: '運用メモ（社外秘）',
      }) as never,
  );
  route(
    app,
    applicantCalls['GET /applicants/{id}'],
    {},
    async ({ params }) =>
      ({
        id: params.id,
        seiKanji: '佐藤',
        meiKanji: '花子',
        seiKana: 'サトウ',
        meiKana: 'ハナコ',
        passwordHash: '$argon2id$…',
        agencyId: 7,
      }) as never,
  );
  await app.ready();
  return app;
}

describe('answers leave the server as the contract declares them', () => {
  it('drops a field the handler returned by accident, in production', async () => {
    const app = await productionApp();
    const support = await app.inject({ method: 'GET', url: '/support' });
    expect(support.statusCode).toBe(200);
    expect(support.json()).toEqual({
      data: { siteUrl: 'https://support.example', mail: null, phone: null, hours: null },
    });
    const applicant = await app.inject({ method: 'GET', url: '/applicants/5' });
    expect(applicant.body).not.toContain('passwordHash');
    expect(applicant.body).not.toContain('agencyId');
    await app.close();
  });

  it('writes every answer schema of the agency api and the console with fast-json-stringify', () => {
    const declarations = [
      ...Object.values(apiCalls),
      ...Object.values(consoleCalls),
    ] as CallDeclaration[];
    const fallbacks = declarations.flatMap((declaration) => {
      const envelope = envelopeOf(declaration);
      if (!envelope) return [];
      // answerWriter falls back to zod only when fast-json-stringify refuses the schema.
      try {
        fastAnswerWriter(envelope);
        return [];
      } catch {
        return [`${declaration.method} ${declaration.path}`];
      }
    });
    expect(fallbacks).toEqual([]);
  });

  it('writes what zod would keep: nested lists, nullable and optional fields, records', () => {
    const schema = z.object({
      data: z.object({
        items: z.array(z.object({ id: z.number(), name: z.string().nullable() })),
        note: z.string().optional(),
        counts: z.record(z.string(), z.number()),
      }),
    });
    const write = answerWriter(schema);
    const data = {
      data: {
        items: [{ id: 1, name: null, secret: 'x' }],
        counts: { a: 1 },
        extra: true,
      },
    };
    expect(JSON.parse(write(data))).toEqual(schema.parse(data));
  });
});
