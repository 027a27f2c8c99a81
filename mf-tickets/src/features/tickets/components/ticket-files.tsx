import styled from 'styled-components';
import { stackedList } from '@trellis/ui/controls';
import { Download } from 'lucide-react';
import { TICKET_MESSAGES, type TicketFile } from '@trellis/contracts';
import { StyledDetailsSection } from '@trellis/page-kit';

const StyledList = styled.ul`
  ${stackedList('xs')}
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.accentText};
    overflow-wrap: anywhere;
  }
  small {
    margin-left: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface TicketFilesProps {
  title: string;
  files: readonly TicketFile[];
}

/** A ticket's stored files, each a download link (`/api/files/:id`, sent with the session). */
export function TicketFiles({ title, files }: TicketFilesProps) {
  return (
    <StyledDetailsSection aria-label={title}>
      <h4>{title}</h4>
      {files.length === 0 ? (
        <StyledEmpty>{TICKET_MESSAGES.noDocuments}</StyledEmpty>
      ) : (
        <StyledList>
          {files.map((file) => (
            <li key={file.id}>
              <a href={file.url} download={file.name}>
                <Download aria-hidden size={14} />
                {file.name}
              </a>
              <small>{size(file.size)}</small>
            </li>
          ))}
        </StyledList>
      )}
    </StyledDetailsSection>
  );
}
