import { Button } from '@trellis/ui/basics';
import { Eye } from 'lucide-react';
import styled from 'styled-components';
import { stopPreview, usePreviewStore } from '../app/remote-preview';

const StyledMarker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;

  svg {
    flex-shrink: 0;
    width: 1rem;
    height: 1rem;
  }
`;

/**
 * Shown in the top bar while this browser previews an unreleased remote version, so that
 * nobody forgets it is on: which remote at which version, and the way back.
 */
export function PreviewMarker() {
  const active = usePreviewStore((s) => s.active);
  const previews = Object.entries(active).map(([name, version]) => `${name}@${version}`);
  if (previews.length === 0) return null;
  return (
    <StyledMarker data-testid="remote-preview">
      <Eye aria-hidden />
      <span>Preview: {previews.join(', ')}</span>
      <Button size="sm" variant="secondary" onClick={stopPreview}>
        Stop preview
      </Button>
    </StyledMarker>
  );
}
