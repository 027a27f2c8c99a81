import { useState } from 'react';
import styled from 'styled-components';
import { API_ROUTES } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { Button } from '@trellis/ui/controls';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledOutput = styled.pre`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  max-height: 16rem;
  overflow: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Calls the health and engineers endpoints and shows the raw answer. */
export function ApiTestButtons() {
  const [output, setOutput] = useState('');
  const call = (path: string) => async () => {
    setOutput(`GET ${path} ...`);
    try {
      setOutput(`GET ${path}\n${JSON.stringify(await apiFetch(path), null, 2)}`);
    } catch (error) {
      setOutput(`GET ${path} failed: ${(error as Error).message}`);
    }
  };
  return (
    <>
      <StyledRow>
        <Button variant="secondary" onClick={call(API_ROUTES.health)}>
          Test Health API
        </Button>
        <Button variant="secondary" onClick={call(API_ROUTES.engineers)}>
          Test Engineers API
        </Button>
      </StyledRow>
      {output && (
        <StyledOutput aria-label="API response" aria-live="polite">
          {output}
        </StyledOutput>
      )}
    </>
  );
}
