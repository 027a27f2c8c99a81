import styled from 'styled-components';
import { IMPORT_KIND_RULES, IMPORT_MESSAGES, type ImportKind } from '@trellis/contracts';
import { Alert, Button, Spinner } from '@trellis/ui/controls';
import { ErrorsTable } from './errors-table';
import { ImportModeField } from './import-mode-field';
import { StyledLine, StyledMuted, StyledStack } from './import-layout';
import { MappingTable } from './mapping-table';
import { PreviewTable } from './preview-table';
import { SheetField } from './sheet-field';
import type { DataImportFlow } from './use-data-import';
import { IMPORT_LABELS } from './import-labels';

const StyledCounts = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface ReviewStepProps {
  kind: ImportKind;
  flow: DataImportFlow;
  /** Why Import is disabled, if it is; `blockerId` names the text for the button. */
  blocker: string | null;
  blockerId: string;
}

/**
 * The second step: the file's columns and the fields they go to (changed, the file is checked
 * again), then what the import would do, the first rows as stored, and the problems.
 */
export function ReviewStep({ kind, flow, blocker, blockerId }: ReviewStepProps) {
  const { current, detail, progress } = flow;
  if (!current) return null;
  const missing = IMPORT_KIND_RULES[kind].fields
    .filter((field) => field.required && !flow.mapping.includes(field.key))
    .map((field) => field.label);
  const ready = current.state === 'ready' && detail !== undefined;
  const { create, update, errors, also_create } = current.counts;
  const { alsoCreates } = IMPORT_KIND_RULES[kind];
  return (
    <StyledStack>
      <StyledMuted>{current.file_name}</StyledMuted>
      <SheetField
        sheets={current.sheets}
        sheet={current.sheet}
        disabled={flow.pending}
        onChange={flow.changeSheet}
      />
      <MappingTable
        kind={kind}
        headers={current.headers}
        mapping={flow.mapping}
        disabled={flow.pending}
        onChange={flow.mapColumn}
      />
      {missing.length > 0 && (
        <Alert tone="warning">{IMPORT_MESSAGES.mappingRequired(missing)}</Alert>
      )}
      {flow.mappingChanged && (
        <StyledLine>
          <p>{IMPORT_LABELS.mappingChanged}</p>
          <Button variant="secondary" disabled={flow.pending} onClick={flow.checkAgain}>
            {IMPORT_LABELS.checkAgain}
          </Button>
        </StyledLine>
      )}
      {ready ? (
        <>
          <StyledCounts role="status">{IMPORT_LABELS.counts(create, update, errors)}</StyledCounts>
          {also_create && alsoCreates && (
            <p>{IMPORT_LABELS.alsoCreates(also_create, alsoCreates)}</p>
          )}
          <PreviewTable kind={kind} rows={detail.rows} mapping={current.mapping} />
          <ErrorsTable id={current.id} errors={detail.errors} onPageChange={flow.setPage} />
        </>
      ) : (
        <Spinner
          size="sm"
          showLabel
          label={
            progress
              ? `${IMPORT_LABELS.reading} ${IMPORT_LABELS.rowsRead(progress.done)}`
              : IMPORT_LABELS.reading
          }
        />
      )}
      <ImportModeField mode={flow.mode} disabled={flow.pending} onChange={flow.changeMode} />
      {blocker && (
        <div id={blockerId}>
          <Alert tone="warning">{blocker}</Alert>
        </div>
      )}
    </StyledStack>
  );
}
