import { z } from 'zod';

/** Every error code the API can answer with. One place maps them to HTTP statuses. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  WORK_LOG_OVERLAP: 400,
  INVALID_RESET_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ENGINEER_USE_MOBILE_APP: 403,
  ENGINEER_INACTIVE: 403,
  MOBILE_APP_ONLY: 403,
  ORIGIN_MISMATCH: 403,
  SIGNUP_CLOSED: 403,
  ACCOUNT_INACTIVE: 403,
  ACCOUNT_PENDING: 403,
  OWN_ACCOUNT: 403,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  IN_USE: 409,
  ROLE_IN_USE: 409,
  LAST_ACTIVE_ACCOUNT: 409,
  LAST_USER_MANAGER: 409,
  ENGINEER_HAS_OPEN_TICKETS: 409,
  ENGINEER_NOT_COMPLIANT: 409,
  ENGINEER_ON_LEAVE: 409,
  LEAD_NOT_CONFIRMED: 409,
  LEAD_HAS_TICKET: 409,
  TICKET_NOT_CLOSED: 409,
  INVOICE_EXISTS: 409,
  INVOICE_PAID: 409,
  REMINDER_TOO_SOON: 409,
  PAYOUT_PAID: 409,
  PAYOUT_STATUS_ORDER: 409,
  LEAVE_DECIDED: 409,
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  JOBS_OFF: 503,
  MAIL_UNAVAILABLE: 503,
  OVERLOADED: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(errorDetailSchema).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
