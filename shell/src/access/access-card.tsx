import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, PageHeader } from '@trellis/ui/basics';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  > svg {
    width: 3rem;
    height: 3rem;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

export interface AccessCardProps {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}

/** A page that explains why the app is not shown: the page's one heading and a card under it. */
export function AccessCard({ title, icon, children }: AccessCardProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <StyledBody>
          {icon}
          {children}
        </StyledBody>
      </Card>
    </>
  );
}
