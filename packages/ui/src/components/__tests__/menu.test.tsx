import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { Menu } from '../menu';

function setup(openOnHover = false) {
  const onProfile = jest.fn();
  const onSignOut = jest.fn();
  const items = [
    { key: 'dashboard', label: 'Dashboard', onSelect: jest.fn() },
    { key: 'profile', label: 'Profile', onSelect: onProfile },
    { key: 'signout', label: 'Sign out', onSelect: onSignOut },
  ];
  renderWithTheme(
    <Menu
      trigger={<span>A</span>}
      triggerLabel="Account menu"
      items={items}
      openOnHover={openOnHover}
    />,
  );
  return {
    user: userEvent.setup({ delay: null }),
    onProfile,
    onSignOut,
    trigger: screen.getByRole('button', { name: 'Account menu' }),
  };
}

describe('Menu', () => {
  it('opens with ArrowDown, moves with the arrow keys and selects with Enter', async () => {
    const { user, onProfile, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onProfile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('wraps around with ArrowUp and closes on Escape with focus back on the trigger', async () => {
    const { user, onSignOut, trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('opens on hover and on keyboard focus when asked to', async () => {
    const { user, trigger, onProfile } = setup(true);
    await user.hover(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(onProfile).toHaveBeenCalledTimes(1);
    await user.hover(trigger);
    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    act(() => trigger.blur());
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('leaves hidden items out, and its keys move over the shown ones only', async () => {
    const onDelete = jest.fn();
    renderWithTheme(
      <Menu
        trigger={<span>⋮</span>}
        triggerLabel="Row actions"
        items={[
          { key: 'view', label: 'View', onSelect: jest.fn() },
          { key: 'edit', label: 'Edit', hidden: true, onSelect: jest.fn() },
          { key: 'delete', label: 'Delete', onSelect: onDelete },
        ]}
      />,
    );
    const user = userEvent.setup({ delay: null });
    screen.getByRole('button', { name: 'Row actions' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View',
      'Delete',
    ]);
    await user.keyboard('{End}{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('announces checkbox items as checked or not and stays open when one is switched', async () => {
    const onCity = jest.fn();
    renderWithTheme(
      <Menu
        trigger={<span>Columns</span>}
        triggerLabel="Columns"
        items={[
          { key: 'city', label: 'City', checked: true, onSelect: onCity },
          { key: 'email', label: 'Email', checked: false, onSelect: jest.fn() },
        ]}
      />,
    );
    const user = userEvent.setup({ delay: null });
    screen.getByRole('button', { name: 'Columns' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemcheckbox', { name: 'City' })).toBeChecked();
    expect(screen.getByRole('menuitemcheckbox', { name: 'Email' })).not.toBeChecked();
    await user.keyboard('{Enter}');
    expect(onCity).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('menuitemcheckbox', { name: 'City' })).toHaveFocus();
  });
});
