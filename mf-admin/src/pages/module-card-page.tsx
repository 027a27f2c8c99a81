import { CalendarClock } from 'lucide-react';
import styled from 'styled-components';
import { Card, PageHeader } from '@trellis/ui';

const StyledBody = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    flex: none;
    width: 2.5rem;
    height: 2.5rem;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

export interface ModuleCardPageProps {
  title: string;
}

/** Attendance, Leaves and Notifications: a card saying the module will be implemented (spec 000 §2). */
export function ModuleCardPage({ title }: ModuleCardPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <StyledBody>
          <CalendarClock aria-hidden />
          <div>
            <h2>{title} module</h2>
            <p>The {title} module will be implemented in an upcoming release.</p>
          </div>
        </StyledBody>
      </Card>
    </>
  );
}
