import { type DataImport } from '@trellis/contracts';
import { Alert } from '@trellis/ui/controls';
import { StyledHeading, StyledMuted, StyledStack } from './import-layout';
import { IMPORT_LABELS } from './import-labels';
import { ImportInvitations } from './import-invitations';

export interface ImportOutcomeProps {
  result: DataImport;
}

/** How an import ended: what it wrote, or why nothing was. */
export function ImportOutcome({ result }: ImportOutcomeProps) {
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
    </StyledStack>
  );
}
