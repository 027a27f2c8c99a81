import styled from 'styled-components';
import { AlertCircle } from 'lucide-react';

const StyledBox = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerText};
  svg {
    flex: none;
    margin-top: 0.125rem;
  }
`;

/** The red error box of spec 001 §8. */
export function FormErrorBox({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <StyledBox role="alert">
      <AlertCircle aria-hidden size={18} />
      <span>{message}</span>
    </StyledBox>
  );
}
