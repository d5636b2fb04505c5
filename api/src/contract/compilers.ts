// How contract schemas check a request and an answer. Input: zod parses params, query and body
// (its output, coerced and trimmed, is what the handler gets); a failure is a ContractInputError
// that the error handler answers as the route's 404 (a path id) or a Laravel 422. Answers are
// written through their schema (fast-json-stringify from its JSON Schema): only the fields the
// contract declares leave the server, in production too — a column a query selected by accident
// never reaches the browser. With `checkAnswers` (the test suites) each answer is first validated
// against its schema, so an answer the contract does not allow fails the test that caused it.
import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

type Issue = z.core.$ZodIssue;

export class ContractInputError extends Error {
  constructor(
    readonly issues: readonly Issue[],
    readonly part: string,
  ) {
    super(`invalid ${part}`);
    this.name = 'ContractInputError';
  }
}

export class ContractAnswerError extends Error {
  constructor(
    readonly route: string,
    readonly issues: readonly Issue[],
  ) {
    super(`${route} answered a shape its contract rejects: ${JSON.stringify(issues.slice(0, 5))}`);
    this.name = 'ContractAnswerError';
  }
}

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The writer of one answer schema: fast-json-stringify writes only the declared properties (and
 * is faster than JSON.stringify). A schema it cannot take is written through zod instead, which
 * strips the undeclared keys just the same.
 */
export function answerWriter(schema: z.ZodType): (data: unknown) => string {
  try {
    return fastAnswerWriter(schema);
  } catch {
    return (data) => JSON.stringify(schema.parse(data));
  }
}

/** fast-json-stringify's writer of a schema; throws when it cannot take the schema. */
export function fastAnswerWriter(schema: z.ZodType): (data: unknown) => string {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  delete json.$schema;
  return fastJson(json) as (data: unknown) => string;
}

export function registerContractCompilers(app: FastifyInstance, checkAnswers: boolean): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const zodSchema = schema as z.ZodType;
    return (data: unknown) => {
      // A body that is not an object is read as an empty one, so the 422 names each missing field.
      const input = httpPart === 'body' && !isPlainObject(data) ? {} : (data ?? {});
      const result = zodSchema.safeParse(input, { reportInput: true });
      return result.success
        ? { value: result.data }
        : { error: new ContractInputError(result.error.issues, httpPart ?? 'body') };
    };
  });
  app.setSerializerCompiler(({ schema, method, url }) => {
    const zodSchema = schema as z.ZodType;
    const write = answerWriter(zodSchema);
    return (data: unknown) => {
      if (checkAnswers) {
        const result = zodSchema.safeParse(data);
        if (!result.success) {
          const error = new ContractAnswerError(`${method} ${url}`, result.error.issues);
          // Seen in the failing test's output, not only as its 500.
          console.error(error.message);
          throw error;
        }
      }
      return write(data);
    };
  });
}
