// Hand-written on purpose (measured 2026-11, esbuild --bundle --minify, react and
// styled-components external, gzip -9): this Menu is 1.5 KB and Modal with its focus trap 1.8 KB.
// @radix-ui/react-dropdown-menu 2.2.1 is 32.4 KB (with @radix-ui/react-dialog 1.3.1: 33.6 KB),
// react-aria-components 1.22.1 Menu + Popover 51.2 KB (with Dialog + Modal: 52.9 KB), the
// react-aria hooks alone 30.9 KB. ui loads with the shell, whose first load must fit in 200 KB,
// so a library would spend about a sixth of that on behaviour menu.test.tsx and modal.test.tsx
// already pin down (menu button keys, Escape, focus return, focus trap). Revisit if menus need
// submenus, typeahead or collision-aware placement.
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';

const StyledRoot = styled.div`
  position: relative;
  display: inline-flex;
`;

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxs};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  cursor: pointer;
`;

const StyledPanel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: 100%;
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 13rem;
  max-width: calc(100vw - 1rem);
  /* The gap is padding, not margin, so the pointer can travel from trigger to panel without closing it. */
  padding-top: ${({ theme }) => theme.space.xs};
`;

const StyledList = styled.div`
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const StyledHeader = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledItem = styled.button<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.dangerText : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceHover};
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  svg {
    width: 1rem;
    height: 1rem;
    flex-shrink: 0;
  }
`;

const HOVER_CLOSE_DELAY_MS = 150;

export interface MenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  /** Left out of the menu: an action this user may not take. */
  hidden?: boolean;
  /**
   * Makes the item a checkbox (a column shown or not): announced as checked or not, and choosing
   * it leaves the menu open, so several can be switched in a row.
   */
  checked?: boolean;
  onSelect: () => void;
}

export interface MenuProps {
  /** What the trigger button shows (an avatar, an icon). */
  trigger: ReactNode;
  /** Accessible name of the trigger. */
  triggerLabel: string;
  items: MenuItem[];
  /** Non-interactive content above the items (who is signed in). */
  header?: ReactNode;
  /** Also open on pointer hover and on keyboard focus of the trigger (the top bar's profile menu). */
  openOnHover?: boolean;
  align?: 'start' | 'end';
}

/** A menu button: Enter/Space/ArrowDown open it, arrows move, Home/End jump, Escape closes, Tab leaves. */
export function Menu({
  trigger,
  triggerLabel,
  items: allItems,
  header,
  openOnHover = false,
  align = 'end',
}: MenuProps) {
  const items = allItems.filter((item) => !item.hidden);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const pendingFocus = useRef<number | null>(null);
  // Focus given back to the trigger on close must not reopen a focus-opened menu.
  const suppressFocusOpen = useRef(false);

  // Hover intent: closing waits a moment, so crossing from the trigger to the panel keeps it open.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(() => cancelClose, []);

  const openAt = (index: number) => {
    pendingFocus.current = index;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    cancelClose();
    setOpen(false);
    if (returnFocus) {
      suppressFocusOpen.current = true;
      triggerRef.current?.focus();
      suppressFocusOpen.current = false;
    }
  };

  useEffect(() => {
    if (open && pendingFocus.current !== null) {
      itemRefs.current[pendingFocus.current]?.focus();
      pendingFocus.current = null;
    }
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const handlePointerDown = (event: globalThis.MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', handlePointerDown);
    return () => document.removeEventListener('mousedown', handlePointerDown);
  }, [open]);

  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    } else if (event.key === 'Escape') {
      close(false);
    }
  };

  const handleItemKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(items.length - 1),
      Escape: () => close(true),
      Enter: () => handleSelect(items[index]!),
      ' ': () => handleSelect(items[index]!),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const handlePointerInside = () => {
    cancelClose();
    setOpen(true);
  };

  const handlePointerOut = (event: MouseEvent<HTMLDivElement>) => {
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  const handleSelect = (item: MenuItem) => {
    if (item.checked === undefined) close(true);
    item.onSelect();
  };

  return (
    <StyledRoot
      ref={rootRef}
      onMouseOver={openOnHover ? handlePointerInside : undefined}
      onMouseOut={openOnHover ? handlePointerOut : undefined}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <StyledTrigger
        ref={triggerRef}
        type="button"
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open && !openOnHover ? close(false) : setOpen(true))}
        onFocus={() => {
          if (openOnHover && !suppressFocusOpen.current) setOpen(true);
        }}
        onKeyDown={handleTriggerKeyDown}
      >
        {trigger}
      </StyledTrigger>
      {open && (
        <StyledPanel $align={align}>
          <StyledList>
            {header && <StyledHeader>{header}</StyledHeader>}
            <div id={menuId} role="menu" aria-label={triggerLabel}>
              {items.map((item, index) => (
                <StyledItem
                  key={item.key}
                  ref={(el) => {
                    itemRefs.current[index] = el;
                  }}
                  type="button"
                  role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
                  aria-checked={item.checked}
                  tabIndex={-1}
                  $danger={item.danger ?? false}
                  onClick={() => handleSelect(item)}
                  onKeyDown={(e) => handleItemKeyDown(e, index)}
                >
                  {item.icon}
                  {item.label}
                </StyledItem>
              ))}
            </div>
          </StyledList>
        </StyledPanel>
      )}
    </StyledRoot>
  );
}
