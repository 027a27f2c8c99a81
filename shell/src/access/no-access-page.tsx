import { ACCESS_MESSAGES, type Permission } from '@trellis/contracts/constants';
import { ShieldOff } from 'lucide-react';
import { AccessCard } from './access-card';

/** Shown in place of a page whose permission the user's role lacks. */
export function NoAccessPage({ permission }: { permission: Permission }) {
  return (
    <AccessCard title={ACCESS_MESSAGES.noAccessTitle} icon={<ShieldOff aria-hidden />}>
      <p>{ACCESS_MESSAGES.noAccessBody(permission)}</p>
    </AccessCard>
  );
}
