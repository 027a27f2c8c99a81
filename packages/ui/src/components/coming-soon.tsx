import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card';
import { PageHeader } from './page-header';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    width: 3rem;
    height: 3rem;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
`;

export interface ComingSoonProps {
  /** Page title (the module's name). */
  title: string;
  heading?: string;
  message?: ReactNode;
}

/** The placeholder page of a module that is not built yet. */
export function ComingSoon({
  title,
  heading = 'Coming soon',
  message = `The ${title} module will be implemented soon.`,
}: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <StyledBody>
          <Construction aria-hidden />
          <StyledHeading>{heading}</StyledHeading>
          <p>{message}</p>
        </StyledBody>
      </Card>
    </>
  );
}
