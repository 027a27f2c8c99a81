import styled from 'styled-components';
import { useNavigate, useParams } from 'react-router';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { Button, Card, EmptyState, PageHeader, Spinner } from '@trellis/ui/controls';
import { APP_ROUTES, ENGINEER_MESSAGES, type EngineerDetail } from '@trellis/contracts';
import { ApiError, HistorySection, useBusinessToday, usePermission } from '@trellis/platform';
import { StyledPage } from '@trellis/page-kit';
import { useEngineer } from '../features/engineers/api/get-engineer';
import { DeleteEngineerDialog } from '../features/engineers/components/delete-engineer-dialog';
import { EditEngineerModal } from '../features/engineers/components/edit-engineer-modal';
import { EngineerInfoCards } from '../features/engineers/components/engineer-info-cards';
import { EngineerProfileSections } from '../features/engineers/components/engineer-profile-sections';
import { useDialogState } from '@trellis/ui/dialogs';
import { useEngineerDetailLiveUpdates } from '../features/engineers/hooks/use-engineer-detail-live-updates';
import { useRecentlyUpdated } from '../features/engineers/hooks/use-recently-updated';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function NotFound({ onBack }: { onBack: () => void }) {
  return (
    <EmptyState
      title={ENGINEER_MESSAGES.notFoundTitle}
      description={ENGINEER_MESSAGES.notFoundText}
      action={<Button onClick={onBack}>Back to Engineers</Button>}
    />
  );
}

/** /engineers/:id: contact, account, the profile's sections and History, live. */
export function EngineerDetailPage() {
  const navigate = useNavigate();
  const today = useBusinessToday();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: engineer, isPending, isError, error, refetch } = useEngineer(id);
  useEngineerDetailLiveUpdates(id);
  const recentlyUpdated = useRecentlyUpdated(id);
  const edit = useDialogState<EngineerDetail>();
  const removal = useDialogState<EngineerDetail>();
  const canManage = usePermission('manage_team');
  const backToList = () => navigate(APP_ROUTES.engineers);

  if (!valid) return <NotFound onBack={backToList} />;
  if (isPending) return <Spinner label="Loading engineer..." showLabel size="lg" />;
  if (isError) {
    // An unknown engineer shows the not-found page; any other failure says so.
    if (error instanceof ApiError && error.status === 404) return <NotFound onBack={backToList} />;
    return (
      <EmptyState
        title={ENGINEER_MESSAGES.loadFailed}
        description="Check your connection and try again."
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  }

  return (
    <StyledPage>
      <PageHeader
        title={engineer.name}
        description={engineer.code}
        actions={
          <StyledActions>
            <Button variant="ghost" icon={<ArrowLeft aria-hidden size={16} />} onClick={backToList}>
              Engineers
            </Button>
            {canManage && (
              <>
                <Button
                  variant="secondary"
                  icon={<Pencil aria-hidden size={16} />}
                  onClick={() => edit.show(engineer)}
                >
                  {ENGINEER_MESSAGES.edit}
                </Button>
                <Button
                  variant="danger"
                  icon={<Trash2 aria-hidden size={16} />}
                  onClick={() => removal.show(engineer)}
                >
                  {ENGINEER_MESSAGES.delete}
                </Button>
              </>
            )}
          </StyledActions>
        }
      />
      <StyledGrid>
        <EngineerInfoCards engineer={engineer} recentlyUpdated={recentlyUpdated} />
        <EngineerProfileSections profile={engineer.profile} today={today} />
      </StyledGrid>
      <Card>
        <HistorySection entity="engineer" entityId={engineer.id} />
      </Card>
      <EditEngineerModal dialog={edit} />
      <DeleteEngineerDialog dialog={removal} onDeleted={backToList} />
    </StyledPage>
  );
}
