import styled from 'styled-components';
import { Alert, Button } from '@trellis/ui/controls';
import { StyledFormButtons } from './form-layout';

/** A full-page form: its sections stacked, the footer last. */
export const StyledPageForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

export interface FormFooterProps {
  /** Why the last save failed; shown beside the buttons, where the eye is when it fails. */
  error?: string | null;
  /** True while the save is on its way: the buttons wait and the submit button says so. */
  saving: boolean;
  submitLabel: string;
  /** The submit button's text while saving (default 'Saving...'). */
  savingLabel?: string;
  onCancel: () => void;
}

/** A form's last row: the failed save's reason, then Cancel and the submit button. */
export function FormFooter({
  error,
  saving,
  submitLabel,
  savingLabel = 'Saving...',
  onCancel,
}: FormFooterProps) {
  return (
    <>
      {error && <Alert>{error}</Alert>}
      <StyledFormButtons>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? savingLabel : submitLabel}
        </Button>
      </StyledFormButtons>
    </>
  );
}
