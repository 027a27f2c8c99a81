import { useMutation } from '@tanstack/react-query';
import type { DataImport } from '@trellis/contracts';
import { Alert, Button } from '@trellis/ui/controls';
import { IMPORT_LABELS } from './import-labels';
import { sendImportInvitations } from './import-requests';
import { StyledMuted } from './import-layout';

export interface ImportInvitationsProps {
  result: DataImport;
}

/**
 * Engineers imported are Invited without a mail, so a wrong file sends nothing: the importer
 * sends the invitations here, once satisfied with what was imported.
 */
export function ImportInvitations({ result }: ImportInvitationsProps) {
  const send = useMutation({ mutationFn: () => sendImportInvitations(result.id) });
  if (send.data)
    return <Alert tone="success">{IMPORT_LABELS.invitationsSent(send.data.sent)}</Alert>;
  if (result.invitations_sent_at)
    return <StyledMuted>{IMPORT_LABELS.invitationsSentBefore}</StyledMuted>;
  return (
    <>
      <p>{IMPORT_LABELS.invitationsWaiting(result.counts.create)}</p>
      {send.isError && <Alert>{IMPORT_LABELS.invitationsFailed}</Alert>}
      <div>
        <Button onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? IMPORT_LABELS.sendingInvitations : IMPORT_LABELS.sendInvitations}
        </Button>
      </div>
    </>
  );
}
