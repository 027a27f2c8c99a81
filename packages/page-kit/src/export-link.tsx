import styled from 'styled-components';
import { Download } from 'lucide-react';
import { listUrl } from '@trellis/platform';

// A link, not a fetch: the browser streams the CSV straight to a file with the session cookie,
// however many rows the filters match. Styled as the secondary button.
export const StyledDownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

export interface ExportLinkProps {
  /** The export endpoint (…/export.csv). */
  path: string;
  /** The list's filters in force; paging is left out (the export has every matching row). */
  query: Record<string, unknown>;
  label: string;
}

/** 'Export Report': downloads the CSV of exactly what the current filters match. */
export function ExportLink({ path, query, label }: ExportLinkProps) {
  const { page: _page, limit: _limit, ...filters } = query;
  return (
    <StyledDownloadLink href={listUrl(path, filters)} download>
      <Download aria-hidden size={16} />
      {label}
    </StyledDownloadLink>
  );
}
