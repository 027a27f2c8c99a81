import type { ReactNode } from 'react';
import styled from 'styled-components';
import { factList } from '@trellis/ui/controls';

/** A titled part of a record's details dialog. */
export const StyledDetailsSection = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledFacts = styled.dl`
  ${factList}
  margin: 0;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  dd {
    white-space: pre-line;
  }
`;

/** A labelled value; null or empty shows as a dash. */
export type Fact = [label: string, value: ReactNode];

export interface RecordFactsProps {
  title: string;
  facts: Fact[];
}

/** One titled group of a record's fields, as many to a row as fit. */
export function RecordFacts({ title, facts }: RecordFactsProps) {
  return (
    <StyledDetailsSection aria-label={title}>
      <h4>{title}</h4>
      <StyledFacts>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value === null || value === '' ? '—' : value}</dd>
          </div>
        ))}
      </StyledFacts>
    </StyledDetailsSection>
  );
}
