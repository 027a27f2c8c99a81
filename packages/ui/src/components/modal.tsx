import { X } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { focusableElements } from './focusable';
import { IconButton } from './icon-button';
import { isTopModal, ModalDepth, pushModal } from './modal-stack';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const riseIn = keyframes`from { opacity: 0; transform: translateY(1rem) scale(0.98); } to { opacity: 1; transform: none; }`;
const sinkOut = keyframes`from { opacity: 1; transform: none; } to { opacity: 0; transform: translateY(1rem) scale(0.98); }`;

const StyledOverlay = styled.div<{ $closing: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${({ $closing }) => ($closing ? fadeOut : fadeIn)}
    ${({ theme }) => theme.durations.modal} ease forwards;
  @media (prefers-reduced-motion: reduce) {
    &,
    & > * {
      animation-duration: 1ms;
    }
  }
`;

const StyledDialog = styled.div<{ $closing: boolean; $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => ({ sm: '26rem', md: '36rem', lg: '52rem' })[$size]};
  max-height: calc(100vh - 2rem);
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ $closing, theme }) => css`
    animation: ${$closing ? sinkOut : riseIn} ${theme.durations.modal} ease forwards;
  `}
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  overflow-y: auto;
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  /** Clicking the dimmed backdrop closes the dialog unless this is false. */
  closeOnOverlayClick?: boolean;
}

export const MODAL_ANIMATION_MS = 300;

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeOnOverlayClick = true,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Stay mounted while the closing animation plays.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const closing = mounted && !open;

  useEffect(() => {
    if (open) return undefined;
    const timer = setTimeout(() => setMounted(false), MODAL_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // Move focus in on open and give it back to whatever had it on close.
  useEffect(() => {
    if (!open || !mounted) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) (focusableElements(dialog).find((el) => !el.dataset.modalClose) ?? dialog).focus();
    return () => previous?.focus?.();
  }, [open, mounted]);

  // Escape closes the topmost dialog wherever focus is; focus that falls out of it (to the page
  // body, when the focused button disables itself) is brought back in.
  const depth = useContext(ModalDepth);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !mounted || !dialog) return undefined;
    const pop = pushModal(dialog, depth);
    const focusLost = () =>
      isTopModal(dialog) &&
      (document.activeElement === null || document.activeElement === document.body);
    // Bubbling, so a menu open inside the dialog closes first on its own Escape.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isTopModal(dialog)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
      } else if (event.key === 'Tab' && focusLost()) {
        event.preventDefault();
        (focusableElements(dialog)[0] ?? dialog).focus();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null) return;
      setTimeout(() => {
        if (focusLost()) dialog.focus();
      }, 0);
    };
    document.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('focusout', onFocusOut);
    return () => {
      pop();
      document.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('focusout', onFocusOut);
    };
  }, [open, mounted, depth]);

  if (!mounted) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableElements(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <StyledOverlay
      $closing={closing}
      onMouseDown={(e) => {
        if (closeOnOverlayClick && e.target === e.currentTarget) onClose();
      }}
    >
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $closing={closing}
        $size={size}
        onKeyDown={handleKeyDown}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          <IconButton
            label="Close dialog"
            icon={<X aria-hidden />}
            onClick={onClose}
            data-modal-close="true"
          />
        </StyledHeader>
        <ModalDepth.Provider value={depth + 1}>
          <StyledBody>{children}</StyledBody>
          {footer && <StyledFooter>{footer}</StyledFooter>}
        </ModalDepth.Provider>
      </StyledDialog>
    </StyledOverlay>,
    document.body,
  );
}
