import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { Card, PageHeader } from '@trellis/ui/controls';
import { engineersQueryKey } from '../features/debug/api/get-engineers';
import { ApiTestButtons } from '../features/debug/components/api-test-buttons';
import { EngineerList } from '../features/debug/components/engineer-list';
import { TestRegistrationForm } from '../features/debug/components/test-registration-form';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  h2 {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

/** /debug-engineer: engineers list, a test registration form and API test buttons. */
export function DebugEngineerPage() {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: engineersQueryKey });
  useRealtimeEvent(REALTIME_EVENTS.engineerCreated, reload);
  useRealtimeEvent(REALTIME_EVENTS.engineerDeleted, reload);
  return (
    <>
      <PageHeader
        title="Debug Engineer"
        description="Engineer accounts as the mobile app sees them."
      />
      <StyledStack>
        <Card>
          <h2>Test registration</h2>
          <TestRegistrationForm />
        </Card>
        <Card>
          <h2>API tests</h2>
          <ApiTestButtons />
        </Card>
        <Card>
          <h2>Engineers</h2>
          <EngineerList />
        </Card>
      </StyledStack>
    </>
  );
}
