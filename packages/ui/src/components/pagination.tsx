import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { Button } from './button';

const StyledNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledPages = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledSummary = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledEllipsis = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Page numbers with ellipses: first, last, and the current page with one neighbour on each side. */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const items: PageItem[] = [1];
  const from = Math.max(2, Math.min(page - 1, pageCount - 4));
  const to = Math.min(pageCount - 1, Math.max(page + 1, 5));
  if (from > 2) items.push('ellipsis-start');
  for (let p = from; p <= to; p += 1) items.push(p);
  if (to < pageCount - 1) items.push('ellipsis-end');
  items.push(pageCount);
  return items;
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Show numbered pages between Previous and Next. */
  showPageNumbers?: boolean;
  /** Optional text such as "Showing 1-7 of 20". */
  summary?: string;
  label?: string;
  /** Some screens name it 'Prev', others 'Previous'. */
  previousLabel?: string;
}

export function Pagination({
  page,
  pageCount,
  onPageChange,
  showPageNumbers = false,
  summary,
  label = 'Pagination',
  previousLabel = 'Previous',
}: PaginationProps) {
  const last = Math.max(1, pageCount);
  return (
    <StyledNav aria-label={label}>
      {summary ? <StyledSummary>{summary}</StyledSummary> : <span />}
      <StyledPages>
        <Button
          variant="secondary"
          size="sm"
          icon={<ChevronLeft aria-hidden size={16} />}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          {previousLabel}
        </Button>
        {showPageNumbers &&
          pageItems(page, last).map((item) =>
            typeof item === 'number' ? (
              <Button
                key={item}
                size="sm"
                variant={item === page ? 'primary' : 'ghost'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            ) : (
              <StyledEllipsis key={item} aria-hidden>
                …
              </StyledEllipsis>
            ),
          )}
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= last}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRight aria-hidden size={16} />
        </Button>
      </StyledPages>
    </StyledNav>
  );
}
