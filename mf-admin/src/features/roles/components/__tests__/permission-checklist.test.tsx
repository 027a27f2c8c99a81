import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@trellis/contracts';
import { renderWithProviders } from '@trellis/platform/testing';
import { PermissionChecklist } from '../permission-checklist';

function Harness({ initial, error }: { initial: Permission[]; error?: string }) {
  const [value, setValue] = useState<Permission[]>(initial);
  return (
    <>
      <PermissionChecklist id="perms" value={value} onChange={setValue} error={error} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

const group = () => screen.getByRole('group', { name: 'Permissions' });
const value = () => screen.getByTestId('value').textContent;

describe('PermissionChecklist', () => {
  it('lists the seven permissions in the spec order, each checked as given, with its hint', () => {
    renderWithProviders(<Harness initial={['read', 'update_tickets']} />);
    const boxes = within(group()).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')!.textContent)).toEqual([
      'Create',
      'Read',
      'Update',
      'Delete',
      'Manage Users',
      'Manage Team',
      'Update Tickets',
    ]);
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(screen.getByRole('checkbox', { name: 'Manage Users' })).toHaveAccessibleDescription(
      'Invite, edit and remove system users',
    );
  });

  it('toggles a permission on and off, keeping the spec order', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness initial={['update']} />);
    await user.click(screen.getByRole('checkbox', { name: 'Create' }));
    expect(value()).toBe('create,update');
    await user.click(screen.getByRole('checkbox', { name: 'Manage Team' }));
    expect(value()).toBe('create,update,manage_team');
    await user.click(screen.getByRole('checkbox', { name: 'Update' }));
    expect(value()).toBe('create,manage_team');
    expect(screen.getByRole('checkbox', { name: 'Update' })).not.toBeChecked();
    // The keyboard works too: Space toggles the focused box.
    screen.getByRole('checkbox', { name: 'Read' }).focus();
    await user.keyboard(' ');
    expect(value()).toBe('create,read,manage_team');
  });

  it('shows the error under the group and describes the group with it', () => {
    renderWithProviders(<Harness initial={[]} error="Choose at least one permission" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one permission');
    expect(group()).toHaveAccessibleDescription('Choose at least one permission');
  });
});
