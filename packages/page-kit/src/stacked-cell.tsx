import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar } from '@trellis/ui/controls';

/** A table cell of lines: its `strong` line first, smaller muted `span` lines under it. */
const StyledStackedCell = styled.div<{ $minWidth?: string }>`
  display: flex;
  flex-direction: column;
  min-width: ${({ $minWidth = '10rem' }) => $minWidth};
  overflow-wrap: break-word;
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface StackedCellProps {
  title: ReactNode;
  /** The lines under the title, each on its own. */
  notes: readonly ReactNode[];
  /** The column never narrower than this (a wide table gives less to each). */
  minWidth?: string;
}

/** A cell's title with its notes under it: a record's code and task, a date and its time. */
export function StackedCell({ title, notes, minWidth }: StackedCellProps) {
  return (
    <StyledStackedCell $minWidth={minWidth}>
      <strong>{title}</strong>
      {notes.map((note, index) => (
        <span key={index}>{note}</span>
      ))}
    </StyledStackedCell>
  );
}

const StyledCustomer = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface CustomerCellProps {
  name: string;
  code: string;
  image?: string | null;
  minWidth?: string;
}

/** The customer a record is for: avatar, name and code. */
export function CustomerCell({ name, code, image, minWidth }: CustomerCellProps) {
  return (
    <StyledCustomer>
      <Avatar name={name} src={image} size="sm" />
      <StackedCell title={name} notes={[code]} minWidth={minWidth} />
    </StyledCustomer>
  );
}
