import { IMPORT_KIND_RULES, type DataImport } from '@trellis/contracts';
import { Alert, Button } from '@trellis/ui/controls';
import { StyledHeading, StyledMuted, StyledStack } from './import-layout';
import { IMPORT_LABELS } from './import-labels';
import { ImportInvitations } from './import-invitations';

export interface ImportOutcomeProps {
  result: DataImport;
  /** Shows the list filtered to this import's records (closing the dialog). */
  onShowImported?: () => void;
}

/** How an import ended: what it wrote, or why nothing was. */
export function ImportOutcome({ result, onShowImported }: ImportOutcomeProps) {
  if (result.state !== 'done')
    return (
      <StyledStack>
        <StyledHeading>{IMPORT_LABELS.failedTitle}</StyledHeading>
        <Alert>{result.error ?? IMPORT_LABELS.failed}</Alert>
        <StyledMuted>{result.file_name}</StyledMuted>
      </StyledStack>
    );
  const { create, update, errors } = result.counts;
  return (
    <StyledStack>
      <StyledHeading>{IMPORT_LABELS.resultTitle}</StyledHeading>
      <Alert tone="success">{IMPORT_LABELS.result(create, update)}</Alert>
      {errors > 0 && <StyledMuted>{IMPORT_LABELS.skipped(errors)}</StyledMuted>}
      {result.kind === 'engineers' && create > 0 && <ImportInvitations result={result} />}
      {onShowImported && create + update > 0 && (
        <div>
          <Button variant="secondary" onClick={onShowImported}>
            {IMPORT_LABELS.showImported(create + update, IMPORT_KIND_RULES[result.kind].noun)}
          </Button>
        </div>
      )}
    </StyledStack>
  );
}
