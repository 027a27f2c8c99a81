import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface DetailListProps {
  /** Each term with its value, in the order shown. */
  details: Readonly<Record<string, ReactNode>>;
}

/** A record's details in a view dialog: muted terms beside their values; long values wrap. */
export function DetailList({ details }: DetailListProps) {
  return (
    <StyledDetails>
      {Object.entries(details).map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </StyledDetails>
  );
}
