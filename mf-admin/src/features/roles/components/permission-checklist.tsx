import styled from 'styled-components';
import { Checkbox, fieldErrorId } from '@trellis/ui/forms';
import {
  PERMISSION_HINTS,
  PERMISSION_LABELS,
  PERMISSIONS,
  ROLE_MESSAGES,
  normalizePermissions,
  type Permission,
} from '@trellis/contracts';

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledHint = styled.p`
  margin-left: 1.625rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.dangerText};
`;

export interface PermissionChecklistProps {
  /** Prefix of the checkboxes' ids, unique on the page. */
  id: string;
  value: readonly Permission[];
  onChange: (next: Permission[]) => void;
  onBlur?: () => void;
  error?: string;
}

/** The seven permissions as a group of checkboxes, each with what it will allow. */
export function PermissionChecklist({
  id,
  value,
  onChange,
  onBlur,
  error,
}: PermissionChecklistProps) {
  const chosen = new Set(value);
  const toggle = (permission: Permission, on: boolean) =>
    onChange(
      normalizePermissions(on ? [...value, permission] : value.filter((p) => p !== permission)),
    );
  return (
    <StyledFieldset aria-describedby={error ? fieldErrorId(id) : undefined}>
      <StyledLegend>{ROLE_MESSAGES.permissions}</StyledLegend>
      <StyledList>
        {PERMISSIONS.map((permission) => (
          <li key={permission}>
            <Checkbox
              id={`${id}-${permission}`}
              label={PERMISSION_LABELS[permission]}
              checked={chosen.has(permission)}
              aria-describedby={`${id}-${permission}-hint`}
              onChange={(event) => toggle(permission, event.target.checked)}
              onBlur={onBlur}
            />
            <StyledHint id={`${id}-${permission}-hint`}>{PERMISSION_HINTS[permission]}</StyledHint>
          </li>
        ))}
      </StyledList>
      {error && (
        <StyledError id={fieldErrorId(id)} role="alert">
          {error}
        </StyledError>
      )}
    </StyledFieldset>
  );
}
