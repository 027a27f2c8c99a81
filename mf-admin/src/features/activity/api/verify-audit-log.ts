import { useMutation } from '@tanstack/react-query';
import { API_ROUTES, type AuditVerifyResponse } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';

/** GET /api/audit/verify: recomputes every entry's hash along the chain. */
export function verifyAuditLog(): Promise<AuditVerifyResponse> {
  return apiFetch<AuditVerifyResponse>(API_ROUTES.auditVerify);
}

// A mutation rather than a query: it runs when asked, and each run is a new check.
export function useVerifyAuditLog() {
  return useMutation({ mutationFn: verifyAuditLog });
}
