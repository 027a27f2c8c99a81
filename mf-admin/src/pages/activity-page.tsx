import { History, ShieldCheck } from 'lucide-react';
import { Button } from '@trellis/ui/controls';
import { useDialogState } from '@trellis/ui/dialogs';
import { PagedList } from '@trellis/ui/lists';
import { API_ROUTES, type AuditEvent } from '@trellis/contracts';
import { ExportLink, PageFrame } from '@trellis/page-kit';
import { ACTIVITY_MESSAGES } from '../features/activity/activity-messages';
import { useAuditEvents } from '../features/activity/api/get-audit-events';
import { useStaffOptions } from '../features/activity/api/get-staff-options';
import { useVerifyAuditLog } from '../features/activity/api/verify-audit-log';
import { ActivityFilters } from '../features/activity/components/activity-filters';
import { ActivityTable } from '../features/activity/components/activity-table';
import { AuditEntryModal } from '../features/activity/components/audit-entry-modal';
import { NewEntriesHint } from '../features/activity/components/new-entries-hint';
import { VerifyLogStatus } from '../features/activity/components/verify-log-status';
import { useActivityListParams } from '../features/activity/hooks/use-activity-list-params';
import { useActivityLiveUpdates } from '../features/activity/hooks/use-activity-live-updates';
import { auditFilters, isFiltered } from '../features/activity/utils/audit-filters';
import { ScheduledJobsSection } from '../features/jobs/components/scheduled-jobs-section';

/**
 * /activity (Manage Users): the whole audit trail, filtered, exported, verified and live, then
 * the scheduled jobs.
 */
export function ActivityPage() {
  const params = useActivityListParams();
  const { query, setPage } = params;
  const list = useAuditEvents(query);
  const { data } = list;
  const { data: staff = [] } = useStaffOptions();
  const { newEntries } = useActivityLiveUpdates(query, data?.total);
  const verify = useVerifyAuditLog();
  const entry = useDialogState<AuditEvent>();

  return (
    <PageFrame
      title={ACTIVITY_MESSAGES.title}
      description={ACTIVITY_MESSAGES.description}
      actions={
        <>
          <Button
            variant="secondary"
            icon={<ShieldCheck aria-hidden size={16} />}
            onClick={() => verify.mutate()}
            disabled={verify.isPending}
            aria-busy={verify.isPending}
          >
            {verify.isPending ? ACTIVITY_MESSAGES.verifying : ACTIVITY_MESSAGES.verifyLog}
          </Button>
          <ExportLink
            path={API_ROUTES.auditExport}
            query={auditFilters(query)}
            label={ACTIVITY_MESSAGES.exportCsv}
          />
        </>
      }
    >
      <VerifyLogStatus result={verify.data} error={verify.error} />
      <ActivityFilters
        query={query}
        staff={staff}
        onSearchCommit={params.setSearch}
        onActorChange={params.setActor}
        onEntityChange={params.setEntity}
        onActionCommit={params.setAction}
        onFromChange={params.setFrom}
        onToChange={params.setTo}
        onClear={params.clearFilters}
      />
      <NewEntriesHint count={newEntries} onShowNewest={() => setPage(1)} />
      <PagedList
        query={list}
        page={query.page}
        limit={query.limit}
        onPageChange={setPage}
        pagesLabel={ACTIVITY_MESSAGES.pagesLabel}
        summary={(page, pageCount, total) =>
          `Page ${page} of ${pageCount} • Total ${total.toLocaleString('en-US')}`
        }
        loadingLabel={ACTIVITY_MESSAGES.loading}
        failedTitle={ACTIVITY_MESSAGES.loadFailed}
        emptyTitle={ACTIVITY_MESSAGES.noActivity}
        emptyDescription={
          isFiltered(query) ? ACTIVITY_MESSAGES.tryOtherFilters : ACTIVITY_MESSAGES.nothingYet
        }
        emptyIcon={<History aria-hidden />}
      >
        {(items) => <ActivityTable items={items} onView={entry.show} />}
      </PagedList>
      <ScheduledJobsSection />
      <AuditEntryModal open={entry.open} event={entry.subject} onClose={entry.close} />
    </PageFrame>
  );
}
