import styled from 'styled-components';
import { Field } from '@trellis/ui/forms';
import { TICKET_FIELD_LABELS, type TicketFileField } from '@trellis/contracts';
import { ticketFieldId } from './ticket-form-fields';

const StyledInput = styled.input`
  padding: ${({ theme }) => theme.space.sm};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface FileFieldProps {
  name: TicketFileField;
  files: readonly File[];
  onChange: (files: File[]) => void;
}

/** Several files of any type, sent with the ticket under `name`. */
export function FileField({ name, files, onChange }: FileFieldProps) {
  const id = ticketFieldId(name);
  return (
    <Field label={TICKET_FIELD_LABELS[name]} htmlFor={id} optional>
      <StyledInput
        id={id}
        name={name}
        type="file"
        multiple
        onChange={(event) => onChange([...(event.target.files ?? [])])}
      />
      {files.length > 0 && (
        <StyledList aria-label={`Chosen ${TICKET_FIELD_LABELS[name]}`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>{file.name}</li>
          ))}
        </StyledList>
      )}
    </Field>
  );
}
