import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, factList } from '@trellis/ui/controls';

const StyledTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledList = styled.dl`
  ${factList}
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledEntries = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: none;
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const slug = (title: string) => title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-');

/** A titled card of the detail page (a region named by its title). */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `engineer-section-${slug(title)}`;
  return (
    <Card aria-labelledby={id}>
      <StyledTitle id={id}>{title}</StyledTitle>
      {children}
    </Card>
  );
}

/** A section's empty text. */
export function EmptyText({ children }: { children: string }) {
  return <StyledEmpty>{children}</StyledEmpty>;
}

/** One label and value; a missing value shows a dash. */
export function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </div>
  );
}
