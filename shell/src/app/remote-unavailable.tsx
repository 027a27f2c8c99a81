import { useState } from 'react';
import styled from 'styled-components';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@trellis/ui/basics';

const StyledBox = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

export interface RemoteUnavailableProps {
  onRetry(): void;
  title?: string;
  message?: string;
}

/** A remote's own error card: the layout and the other remotes around it keep working. */
export function RemoteUnavailable({
  onRetry,
  title = 'This module is unavailable',
  message = 'It could not be loaded. The rest of Trellis keeps working; try again in a moment.',
}: RemoteUnavailableProps) {
  const [retrying, setRetrying] = useState(false);
  return (
    <StyledBox role="alert">
      <AlertTriangle aria-hidden size={32} />
      <h2>{title}</h2>
      <p>{message}</p>
      <Button
        onClick={() => {
          setRetrying(true);
          onRetry();
        }}
        disabled={retrying}
      >
        Retry
      </Button>
    </StyledBox>
  );
}
