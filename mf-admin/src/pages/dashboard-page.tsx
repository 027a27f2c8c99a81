import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { PageHeader, Spinner } from '@trellis/ui/controls';
import { DASHBOARD_MESSAGES } from '@trellis/contracts/constants';
import type { DashboardLayout } from '@trellis/contracts';
import { StyledPage } from '@trellis/page-kit';
import { useDashboard } from '../features/dashboard/api/get-dashboard';
import { DashboardSection } from '../features/dashboard/components/dashboard-section';
import { DateFilter } from '../features/dashboard/components/date-filter';
import { LayoutSwitcher } from '../features/dashboard/components/layout-switcher';
import { LeaveRequestsPanel } from '../features/dashboard/components/leave-requests-panel';
import { NotificationsPanel } from '../features/dashboard/components/notifications-panel';
import { OverviewCards } from '../features/dashboard/components/overview-cards';
import { QuickActions } from '../features/dashboard/components/quick-actions';
import { useDashboardLayout } from '../features/dashboard/hooks/use-dashboard-layout';
import { useDashboardLiveUpdates } from '../features/dashboard/hooks/use-dashboard-live-updates';
import { useDashboardPeriod } from '../features/dashboard/hooks/use-dashboard-period';

// FullCalendar is the largest part of the dashboard: its own chunk, requested only once the
// page has painted, so the landing page's first screen neither waits for it nor shares the
// network with it.
const TicketCalendar = lazy(() => import('../features/dashboard/components/ticket-calendar'));

/**
 * True once the browser is idle after the first paint (at the latest 1.5 s on): FullCalendar's
 * chunk is then fetched and parsed without competing with the cards the user looks at first.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(done, { timeout: 1500 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(done, 0);
    return () => clearTimeout(timer);
  }, []);
  return painted;
}

const StyledTop = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledLayoutBar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * The lower panels in 1, 2 or 3 columns: the calendar spans two where there are two or more,
 * so with three the Leave Requests sit beside it. One column below the md breakpoint.
 */
const StyledPanels = styled.div<{ $columns: DashboardLayout }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  > .dashboard-calendar {
    grid-column: span ${({ $columns }) => Math.min($columns, 2)};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
    > .dashboard-calendar {
      grid-column: auto;
    }
  }
`;

/** /dashboard, the landing page, on real data (issue 11). */
export function DashboardPage() {
  const { period, currentYear, setMonth, setYear, reset } = useDashboardPeriod();
  const overview = useDashboard(period);
  const [layout, setLayout] = useDashboardLayout();
  const painted = useAfterFirstPaint();
  useDashboardLiveUpdates();
  const calendarLoading = <Spinner label={DASHBOARD_MESSAGES.calendarLoading} showLabel />;

  return (
    <StyledPage>
      <PageHeader title={DASHBOARD_MESSAGES.title} description={DASHBOARD_MESSAGES.description} />
      <StyledTop>
        <QuickActions />
        <DateFilter
          period={period}
          currentYear={currentYear}
          onMonthChange={setMonth}
          onYearChange={setYear}
          onToday={reset}
        />
      </StyledTop>
      <OverviewCards
        data={overview.data}
        failed={overview.isError}
        onRetry={() => void overview.refetch()}
      />
      <StyledLayoutBar>
        <LayoutSwitcher layout={layout} onChange={setLayout} />
      </StyledLayoutBar>
      <StyledPanels $columns={layout} data-testid="dashboard-panels" data-columns={layout}>
        <DashboardSection
          className="dashboard-calendar"
          title={DASHBOARD_MESSAGES.ticketCalendar}
          id="dashboard-ticket-calendar"
        >
          {painted ? (
            <Suspense fallback={calendarLoading}>
              <TicketCalendar focus={period} />
            </Suspense>
          ) : (
            calendarLoading
          )}
        </DashboardSection>
        <LeaveRequestsPanel />
        <NotificationsPanel />
      </StyledPanels>
    </StyledPage>
  );
}
