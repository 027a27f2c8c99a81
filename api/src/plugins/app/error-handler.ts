import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@trellis/contracts';
import { AppError, summarizeDetails } from '../../lib/app-error';

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

// PostgreSQL ended the transaction so that another could go on (a deadlock, a serializable
// transaction's conflict, a lock it would not wait for): nothing was written, and the same
// request a moment later succeeds. Not the caller's fault, nor a bug: a 503 to retry.
const CONCURRENT_CHANGE_CODES = new Set(['40P01', '40001', '55P03']);

// Fastify's own error codes that come from bad input, mapped to ours.
const FASTIFY_CODES: Record<string, [ErrorCode, string?]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['BAD_REQUEST', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['BAD_REQUEST', 'The request body is empty; send a JSON object'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_FILE_TYPE', 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', 'Invalid Content-Length'],
  FST_REQ_FILE_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'A file is larger than the upload limit'],
  FST_FILES_LIMIT: ['PAYLOAD_TOO_LARGE', 'Too many files in one request'],
  FST_PARTS_LIMIT: ['PAYLOAD_TOO_LARGE', 'Too many parts in one request'],
  FST_FIELDS_LIMIT: ['PAYLOAD_TOO_LARGE', 'Too many fields in one request'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    'UNSUPPORTED_FILE_TYPE',
    'This endpoint expects multipart/form-data',
  ],
  FST_PROTO_VIOLATION: ['BAD_REQUEST', 'Malformed field name'],
  FST_ERR_BAD_URL: [
    'BAD_REQUEST',
    'The URL is not valid: a % must begin a percent-encoded character',
  ],
  FST_ERR_MAX_PARAM_LENGTH: ['BAD_REQUEST', 'A value in the URL path is too long'],
  FST_ERR_VALIDATION: ['VALIDATION_FAILED'],
};

function isDatabaseDown(error: unknown): boolean {
  const e = error as { code?: string; name?: string; message?: string };
  return (
    (typeof e.code === 'string' && DB_DOWN_CODES.has(e.code)) ||
    e.name === 'KnexTimeoutError' ||
    /Connection terminated|connect ECONNREFUSED/.test(e.message ?? '')
  );
}

/** A schema that threw (a refine that assumed an object) rather than reporting its issues. */
function schemaCrashed(error: FastifyError | Error): boolean {
  const { code, statusCode } = error as FastifyError;
  return code === 'FST_ERR_VALIDATION' && statusCode === 500;
}

function toBody(error: FastifyError | Error): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: { message: error.message, code: error.code, details: error.details },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = (error as FastifyError).validationContext ?? 'body';
    const details = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || where,
      message: v.message ?? 'Invalid value',
    }));
    return {
      status: 400,
      body: { message: summarizeDetails(details), code: 'VALIDATION_FAILED', details },
    };
  }
  if (schemaCrashed(error)) {
    // The input caused it, so a 400; its own words are internals, so not those.
    const where = (error as FastifyError).validationContext ?? 'body';
    return {
      status: 400,
      body: {
        message: `The request ${where} does not have the expected shape`,
        code: 'VALIDATION_FAILED',
      },
    };
  }
  const code = (error as FastifyError).code;
  if (code && FASTIFY_CODES[code]) {
    const [ours, text] = FASTIFY_CODES[code];
    return { status: ERROR_STATUS[ours], body: { message: text ?? error.message, code: ours } };
  }
  const statusCode = (error as FastifyError).statusCode;
  if (statusCode === 429)
    return {
      status: 429,
      body: {
        message: 'Too many attempts. Please wait a minute and try again.',
        code: 'RATE_LIMITED',
      },
    };
  if (isDatabaseDown(error)) {
    return {
      status: 503,
      body: {
        message: 'The database is unavailable. Please try again shortly.',
        code: 'DATABASE_UNAVAILABLE',
      },
    };
  }
  const pgCode = (error as { code?: string }).code;
  if (pgCode && CONCURRENT_CHANGE_CODES.has(pgCode))
    return {
      status: 503,
      body: {
        message: 'Someone else was saving the same records at the same moment. Please try again.',
        code: 'CONCURRENT_CHANGE',
      },
    };
  if (pgCode === '22P02' || pgCode === '22007' || pgCode === '22008' || pgCode === '22003') {
    return {
      status: 400,
      body: { message: 'A value has the wrong format', code: 'VALIDATION_FAILED' },
    };
  }
  if (pgCode === '23503')
    return {
      status: 409,
      body: { message: 'This record is referenced by other records', code: 'IN_USE' },
    };
  if (pgCode === '23505')
    return { status: 409, body: { message: 'This record already exists', code: 'CONFLICT' } };
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, body: { message: error.message, code: 'BAD_REQUEST' } };
  }
  return {
    status: 500,
    body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
  };
}

/** Every failure leaves as { message, code, details? }; internals never leak. */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toBody(error);
  if (body.code === 'CONCURRENT_CHANGE') void reply.header('retry-after', '1');
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else if (schemaCrashed(error)) request.log.error({ err: error }, 'a route schema threw on input');
  else request.log.info({ code: body.code, status }, body.message);
  // Serialized here, not by the route: its schema for this status may describe another body
  // (the readiness 503 is a health report), and a mismatch would turn the answer into a 500.
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * The one error handler. Fastify's refusals before routing (a URL that is not valid
 * percent-encoding, a path value over maxParamLength) take `frameworkErrors` instead: buildApp
 * passes answerError there too.
 */
export default fp(async function errorHandler(fastify: FastifyInstance) {
  fastify.setErrorHandler(answerError);
});
