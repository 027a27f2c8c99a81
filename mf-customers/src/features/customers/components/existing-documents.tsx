import styled from 'styled-components';
import { Undo2, Trash2 } from 'lucide-react';
import { Button, stackedList } from '@trellis/ui/controls';
import type { CustomerDocument } from '@trellis/contracts';

const StyledHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledList = styled.ul`
  ${stackedList('xs')}
`;

const StyledItem = styled.li<{ $removed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme, $removed }) => ($removed ? theme.colors.textMuted : theme.colors.text)};
  span {
    text-decoration: ${({ $removed }) => ($removed ? 'line-through' : 'none')};
    overflow-wrap: anywhere;
  }
`;

export interface ExistingDocumentsProps {
  documents: CustomerDocument[];
  removedIds: number[];
  onToggle: (id: number) => void;
}

/** On edit the document rows start blank; the customer's saved documents are kept unless marked here. */
export function ExistingDocuments({ documents, removedIds, onToggle }: ExistingDocumentsProps) {
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="saved-documents-heading">
      <StyledHeading id="saved-documents-heading">Saved documents</StyledHeading>
      <StyledList>
        {documents.map((doc) => {
          const removed = removedIds.includes(doc.id);
          return (
            <StyledItem key={doc.id} $removed={removed}>
              <span>
                {doc.title}
                {doc.expiry_date ? ` (expires ${doc.expiry_date})` : ''}
              </span>
              <Button
                variant="ghost"
                size="sm"
                icon={removed ? <Undo2 aria-hidden size={16} /> : <Trash2 aria-hidden size={16} />}
                aria-label={removed ? `Keep ${doc.title}` : `Remove ${doc.title}`}
                onClick={() => onToggle(doc.id)}
              >
                {removed ? 'Keep' : 'Remove'}
              </Button>
            </StyledItem>
          );
        })}
      </StyledList>
    </section>
  );
}
