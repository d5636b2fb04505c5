// Every error leaves the api in Laravel's shape: { message, errors? }. Handler errors keep their
// status; malformed bodies are 422; a database that went away (restart, failover) is a 503 with
// Retry-After; anything unexpected is a 500 that leaks nothing.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@portal/shared/http-errors';
import { ContractInputError } from '../contract/compilers';
import { databaseUnavailable } from '../db/errors';
import { FIELD_LABELS } from './field-labels';
import {
  HttpError,
  NOT_FOUND_MESSAGE,
  SYSTEM_ERROR_MESSAGE,
  notFound,
  validationError,
} from './http-errors';
import { toFieldErrors } from './validation';

const INVALID_BODY = {
  message: 'リクエストの形式が正しくありません。',
  errors: { body: ['リクエストの本文を正しい JSON 形式で送信してください。'] },
};

/** Retry-After of the 503 for a database that is away: about as long as a PostgreSQL restart. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';
}

/** A request its contract rejects: a path id that cannot exist is not found, the rest a 422. */
function contractInputAnswer(error: ContractInputError, request: FastifyRequest): HttpError {
  const { labels, notFound: message, invalidParams } = request.routeOptions.config;
  if (error.part === 'params' && !invalidParams) {
    const param = String(error.issues[0]?.path[0] ?? '');
    return notFound(typeof message === 'string' ? message : (message?.[param] ?? message?.['']));
  }
  return validationError(toFieldErrors(error.issues, { ...FIELD_LABELS, ...labels }));
}

export function errorBody(
  error: unknown,
  request?: FastifyRequest,
): { status: number; body: object; headers?: object } {
  if (error instanceof ContractInputError && request) {
    return errorBody(contractInputAnswer(error, request));
  }
  if (error instanceof HttpError) {
    const body = {
      message: error.message,
      ...(error.errors && { errors: error.errors }),
      ...error.extra,
    };
    return { status: error.statusCode, body, headers: error.headers };
  }
  if (isFastifyError(error) || error instanceof SyntaxError) {
    const code = isFastifyError(error) ? error.code : '';
    const status = (error as Partial<FastifyError>).statusCode ?? 500;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return { status: 413, body: { message: 'リクエストのサイズが大きすぎます。' } };
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return { status: 415, body: { message: 'この形式のリクエストには対応していません。' } };
    }
    // Unparseable JSON, an empty JSON body, a forbidden __proto__ key: the client sent bad input.
    if (code.startsWith('FST_ERR_CTP_') || (status === 400 && !code.startsWith('FST_ERR_'))) {
      return { status: 422, body: INVALID_BODY };
    }
    if (status >= 400 && status < 500) {
      return { status, body: { message: 'リクエストが正しくありません。' } };
    }
  }
  if (databaseUnavailable(error)) {
    return {
      status: 503,
      body: { message: MESSAGES.unavailable },
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  return { status: 500, body: { message: SYSTEM_ERROR_MESSAGE } };
}

export const BAD_URL_MESSAGE = 'URL が正しくありません。';

/**
 * Errors Fastify meets before routing (an undecodable '%FF' or an overlong path parameter):
 * answered in the same shape, without echoing the URL back.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send({ message: BAD_URL_MESSAGE });
}

export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

export function registerErrorHandling(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, headers } = errorBody(error, request);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (headers) reply.headers(headers);
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return reply;
    return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
  });
}
