import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@trellis/ui/controls';
import { DialogModal, type DialogView } from '@trellis/ui/dialogs';
import {
  ENGINEER_MESSAGES,
  engineerInviteBodySchema,
  type EngineerInviteBody,
} from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { useInviteEngineer } from '../api/invite-engineer';
import { ContactFields, StyledButtons, StyledForm, type ContactValues } from './contact-fields';

function InviteForm({ onDone }: { onDone: () => void }) {
  const invite = useInviteEngineer();
  const { register, handleSubmit, formState } = useForm<ContactValues, unknown, EngineerInviteBody>(
    {
      resolver: zodResolver(engineerInviteBodySchema),
      defaultValues: { name: '', email: '', phone: '' },
    },
  );
  const handleSave = (body: EngineerInviteBody) =>
    invite.mutate(body, {
      onSuccess: () => {
        toast(ENGINEER_MESSAGES.inviteSent(body.email), 'success');
        onDone();
      },
    });
  return (
    <StyledForm
      noValidate
      aria-label={ENGINEER_MESSAGES.invite}
      onSubmit={handleSubmit(handleSave)}
    >
      <ContactFields
        idPrefix="invite"
        fields={{ name: register('name'), email: register('email'), phone: register('phone') }}
        errors={formState.errors}
      />
      {invite.error && <Alert>{errorMessage(invite.error, ENGINEER_MESSAGES.inviteFailed)}</Alert>}
      <StyledButtons>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : ENGINEER_MESSAGES.invite}
        </Button>
      </StyledButtons>
    </StyledForm>
  );
}

/**
 * 'Add Engineer': staff enter the name, email and phone, and the
 * engineer is emailed a link to set a password; the list shows them as 'Invited' until then.
 */
export function InviteEngineerModal({ dialog }: { dialog: DialogView<true> }) {
  return (
    <DialogModal dialog={dialog} title={ENGINEER_MESSAGES.addEngineer} size="sm">
      {() => <InviteForm onDone={dialog.close} />}
    </DialogModal>
  );
}
