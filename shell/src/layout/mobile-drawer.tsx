import { type ReactNode, useEffect, useRef } from 'react';
import styled, { keyframes } from 'styled-components';

const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  background: ${({ theme }) => theme.colors.overlay};
`;

const StyledPanel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  max-width: 85vw;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} ${({ theme }) => theme.durations.normal} ease;
`;

export interface MobileDrawerProps {
  onClose: () => void;
  children: ReactNode;
}

/** The sidebar as a drawer on narrow screens: Escape or a tap outside closes it. */
export function MobileDrawer({ onClose, children }: MobileDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('keydown', handleKey);
      previous?.focus?.();
    };
  }, [onClose]);

  return (
    <>
      <StyledBackdrop onClick={onClose} data-testid="drawer-backdrop" />
      <StyledPanel ref={panelRef} role="dialog" aria-modal="true" aria-label="Navigation menu">
        {children}
      </StyledPanel>
    </>
  );
}
