import {
  signOut,
  useLiveCountsStore,
  useSessionStore,
  useToastStore,
} from '@trellis/platform/core';
import { ToastViewport } from '@trellis/ui/toasts';
import { useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { MobileDrawer } from './mobile-drawer';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useMediaQuery } from './use-media-query';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

const DRAWER_ID = 'navigation-drawer';

const StyledShell = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledDesktopSidebar = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.sidebar};

  @media not all and (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

const StyledColumn = styled.div<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-width: 0;
  transition: margin-left ${({ theme }) => theme.durations.normal};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    margin-left: ${({ theme, $collapsed }) => ($collapsed ? theme.layout.sidebarNarrow : theme.layout.sidebarWide)};
  }
`;

const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  min-width: 0;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** The signed-in frame: sidebar (or drawer), top bar, the routed page, and the toasts. */
export function AppLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useSessionStore((s) => s.user);
  const counts = useLiveCountsStore((s) => s.counts);
  const connected = useLiveCountsStore((s) => s.connected);
  const toasts = useToastStore((s) => s.toasts);
  const dismissToast = useToastStore((s) => s.dismiss);
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerPath, setDrawerPath] = useState(pathname);
  const wide = useMediaQuery('(min-width: 768px)');

  // The drawer closes on navigation and once the screen is wide enough for the sidebar: state
  // adjusted while rendering (React's pattern for it), not in an effect after a stale paint.
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  } else if (drawerOpen && wide) setDrawerOpen(false);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const handleSignOut = useCallback(() => {
    void signOut(navigate);
  }, [navigate]);

  // The desktop sidebar and the drawer's show the same entries, counts and Sign out.
  const entries = { counts, connected, onSignOut: handleSignOut };

  return (
    <StyledShell>
      <StyledDesktopSidebar>
        <Sidebar collapsed={collapsed} onToggleCollapsed={toggleCollapsed} {...entries} />
      </StyledDesktopSidebar>
      {drawerOpen && (
        <MobileDrawer onClose={closeDrawer}>
          <Sidebar id={DRAWER_ID} collapsed={false} onClose={closeDrawer} {...entries} />
        </MobileDrawer>
      )}
      <StyledColumn $collapsed={collapsed}>
        <TopBar
          user={user}
          menuOpen={drawerOpen}
          drawerId={DRAWER_ID}
          onOpenMenu={() => setDrawerOpen(true)}
          onSignOut={handleSignOut}
        />
        <StyledMain id="main-content">
          <Outlet />
        </StyledMain>
      </StyledColumn>
      <ToastViewport toasts={toasts} onDismiss={dismissToast} />
    </StyledShell>
  );
}
