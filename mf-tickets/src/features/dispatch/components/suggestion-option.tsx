import styled from 'styled-components';
import { Badge, type BadgeTone } from '@trellis/ui/controls';
import {
  DISPATCH_AVAILABILITY_LABELS,
  type DispatchAvailability,
  type DispatchSuggestion,
} from '@trellis/contracts';

const TONES: Record<DispatchAvailability, BadgeTone> = {
  available: 'success',
  overbooked: 'warning',
  on_leave: 'info',
  not_compliant: 'danger',
};

const StyledOption = styled.button`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    cursor: not-allowed;
  }
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledReason = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface SuggestionOptionProps {
  suggestion: DispatchSuggestion;
  /** The ticket's engineer now: listed, not offered again. */
  current: boolean;
  onChoose: (suggestion: DispatchSuggestion) => void;
}

/** One engineer for the ticket: name, code, availability and the reasons; refused ones disabled. */
export function SuggestionOption({ suggestion, current, onChoose }: SuggestionOptionProps) {
  return (
    <StyledOption
      type="button"
      disabled={!suggestion.assignable || current}
      aria-current={current || undefined}
      onClick={() => onChoose(suggestion)}
    >
      <StyledName>
        {suggestion.name} · {suggestion.code}
      </StyledName>
      <Badge tone={TONES[suggestion.availability]}>
        {DISPATCH_AVAILABILITY_LABELS[suggestion.availability]}
      </Badge>
      <StyledReason>{suggestion.reason}</StyledReason>
    </StyledOption>
  );
}
