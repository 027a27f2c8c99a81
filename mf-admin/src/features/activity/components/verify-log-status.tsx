import styled, { css } from 'styled-components';
import type { AuditVerifyResponse } from '@trellis/contracts';
import { errorMessage } from '@trellis/platform';
import { ACTIVITY_MESSAGES } from '../activity-messages';

type Tone = 'success' | 'danger';

const TONES = {
  success: css`
    border-color: ${({ theme }) => theme.colors.successText};
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.successText};
  `,
  danger: css`
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.dangerText};
  `,
};

// Always in the page, empty until a check ends: a live region must exist before its text
// changes for screen readers to announce it.
const StyledStatus = styled.div<{ $tone: Tone | null }>`
  &:not(:empty) {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid;
    border-radius: ${({ theme }) => theme.radii.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
    ${({ $tone }) => $tone && TONES[$tone]}
  }
`;

export interface VerifyLogStatusProps {
  result: AuditVerifyResponse | undefined;
  error: Error | null;
}

function outcome({ result, error }: VerifyLogStatusProps): [Tone, string] | null {
  if (error) return ['danger', errorMessage(error, ACTIVITY_MESSAGES.verifyFailed)];
  if (!result) return null;
  if (result.ok) return ['success', ACTIVITY_MESSAGES.verifyOk(result.checked)];
  if (result.first_broken_id === null && result.first_missing_seq !== null)
    return ['danger', ACTIVITY_MESSAGES.verifyMissing(result.first_missing_seq)];
  return ['danger', ACTIVITY_MESSAGES.verifyBroken(result.first_broken_id)];
}

/** What the last "Verify log" found: intact with how many entries, or the first altered one. */
export function VerifyLogStatus(props: VerifyLogStatusProps) {
  const shown = outcome(props);
  return (
    <StyledStatus
      role="status"
      aria-label={ACTIVITY_MESSAGES.verifyRegion}
      $tone={shown?.[0] ?? null}
    >
      {shown?.[1]}
    </StyledStatus>
  );
}
