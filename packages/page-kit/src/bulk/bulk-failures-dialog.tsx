import styled from 'styled-components';
import { BULK_LABELS, type BulkFailure } from '@trellis/contracts';
import { Button } from '@trellis/ui/controls';
import { Modal } from '@trellis/ui/dialogs';
import { SimpleTable, TableCell, TableRow } from '@trellis/ui/lists';
import { downloadCsv, failuresCsv } from './failures-csv';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface BulkFailuresDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the run (or its undo) did, in a sentence. */
  summary: string;
  failures: readonly BulkFailure[];
  /** The downloaded file's name. */
  fileName: string;
}

/** The records a run could not change, each with the reason its own call would have given. */
export function BulkFailuresDialog({
  open,
  onClose,
  summary,
  failures,
  fileName,
}: BulkFailuresDialogProps) {
  const { record, reason } = BULK_LABELS.failureColumns;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={BULK_LABELS.resultTitle}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => downloadCsv(failuresCsv(failures), fileName)}>
            {BULK_LABELS.downloadFailures}
          </Button>
          <Button onClick={onClose}>{BULK_LABELS.close}</Button>
        </>
      }
    >
      <StyledBody>
        <p>{summary}</p>
        <StyledHeading>{BULK_LABELS.failuresTitle}</StyledHeading>
        <SimpleTable label={BULK_LABELS.failuresTitle} headers={[record, reason]}>
          {failures.map((failure) => (
            <TableRow key={failure.id}>
              <TableCell>{failure.label}</TableCell>
              <TableCell>{failure.reason}</TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      </StyledBody>
    </Modal>
  );
}
