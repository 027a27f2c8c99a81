import styled from 'styled-components';
import { Download, FileText } from 'lucide-react';
import { EmptyState, stackedList } from '@trellis/ui/controls';
import { useBusinessToday } from '@trellis/platform';
import { daysUntil, type CustomerDocument } from '@trellis/contracts';
import { ExpiryBadge } from './expiry-badge';

const StyledList = styled.ul`
  ${stackedList('sm')}
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledTitle = styled.div`
  flex: 1 1 10rem;
  min-width: 0;
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledExpired = styled.span`
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDownload = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface DocumentListProps {
  documents: CustomerDocument[];
  emptyText: string;
}

export function DocumentList({ documents, emptyText }: DocumentListProps) {
  const today = useBusinessToday();
  if (documents.length === 0)
    return <EmptyState icon={<FileText aria-hidden />} title={emptyText} />;
  return (
    <StyledList>
      {documents.map((doc) => {
        const expired = doc.expiry_date !== null && daysUntil(doc.expiry_date, today) < 0;
        return (
          <StyledItem key={doc.id}>
            <FileText aria-hidden size={18} />
            <StyledTitle>
              <strong>{doc.title}</strong>
              <span>{doc.expiry_date ? `Expiry date: ${doc.expiry_date}` : 'No expiry date'}</span>
            </StyledTitle>
            {expired ? (
              <StyledExpired>Expired</StyledExpired>
            ) : (
              <ExpiryBadge expiry={doc.expiry_date} today={today} />
            )}
            {doc.file_path ? (
              <StyledDownload
                href={doc.file_path}
                target="_blank"
                rel="noreferrer"
                aria-label={`Open ${doc.title}`}
              >
                <Download aria-hidden size={16} />
                {doc.file_name}
              </StyledDownload>
            ) : (
              <span>No file attached</span>
            )}
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
