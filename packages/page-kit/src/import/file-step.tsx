import { type DragEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Download, FileUp } from 'lucide-react';
import { importTemplatePath, type ImportKind, type ImportMode } from '@trellis/contracts';
import { Spinner } from '@trellis/ui/controls';
import { Field } from '@trellis/ui/forms';
import { StyledDownloadLink } from '../export-link';
import { ImportModeField } from './import-mode-field';
import { StyledLine, StyledStack } from './import-layout';
import { IMPORT_LABELS } from './import-labels';

const StyledDropZone = styled.div<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 2px dashed
    ${({ theme, $over }) => ($over ? theme.colors.accent : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $over }) => ($over ? theme.colors.accentSoft : theme.colors.surfaceAlt)};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  transition: background-color ${({ theme }) => theme.durations.fast};
  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledFileInput = styled.input`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

export interface FileStepProps {
  kind: ImportKind;
  mode: ImportMode;
  /** The file on its way to the server, while it is. */
  uploading: string | null;
  onFile: (file: File) => void;
  onModeChange: (mode: ImportMode) => void;
}

/** The first step: a file, chosen or dropped (it uploads at once), the mode, and the template. */
export function FileStep({ kind, mode, uploading, onFile, onModeChange }: FileStepProps) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) onFile(file);
  };
  return (
    <StyledStack>
      <StyledDropZone
        $over={over}
        onDragOver={handleDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={handleDrop}
      >
        <FileUp aria-hidden size={32} />
        <p>{IMPORT_LABELS.dropHere}</p>
        <Field label={IMPORT_LABELS.file} htmlFor={inputId} hint={IMPORT_LABELS.fileHint}>
          <StyledFileInput
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv"
            aria-describedby={`${inputId}-hint`}
            disabled={uploading !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so choosing the same file again (after fixing it) uploads it again.
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </Field>
      </StyledDropZone>
      {uploading !== null && (
        <Spinner size="sm" showLabel label={IMPORT_LABELS.uploading(uploading)} />
      )}
      <ImportModeField mode={mode} disabled={uploading !== null} onChange={onModeChange} />
      <StyledLine>
        <StyledDownloadLink href={importTemplatePath(kind)} download>
          <Download aria-hidden size={16} />
          {IMPORT_LABELS.template}
        </StyledDownloadLink>
      </StyledLine>
    </StyledStack>
  );
}
