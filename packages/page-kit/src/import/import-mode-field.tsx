import { useId } from 'react';
import styled from 'styled-components';
import { type ImportMode } from '@trellis/contracts';
import { Checkbox } from '@trellis/ui/forms';
import { IMPORT_LABELS } from './import-labels';

const StyledModeField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledHint = styled.p`
  padding-left: calc(1.125rem + ${({ theme }) => theme.space.sm});
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ImportModeFieldProps {
  mode: ImportMode;
  disabled: boolean;
  onChange: (mode: ImportMode) => void;
}

/** All or nothing (the default), or the valid rows only. */
export function ImportModeField({ mode, disabled, onChange }: ImportModeFieldProps) {
  const hintId = useId();
  return (
    <StyledModeField>
      <Checkbox
        label={IMPORT_LABELS.validOnly}
        checked={mode === 'valid'}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked ? 'valid' : 'all')}
      />
      <StyledHint id={hintId}>{IMPORT_LABELS.validOnlyHint}</StyledHint>
    </StyledModeField>
  );
}
