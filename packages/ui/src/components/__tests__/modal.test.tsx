import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test/render-with-theme';
import { Modal, MODAL_ANIMATION_MS } from '../modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Edit holiday"
        footer={<button type="button">Save</button>}
      >
        <label htmlFor="t">Title</label>
        <input id="t" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    return user;
  };

  it('is a dialog labelled by its title, with focus moved inside', async () => {
    await setup();
    const dialog = screen.getByRole('dialog', { name: 'Edit holiday' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it('closes on Escape after the 300 ms animation and gives focus back', async () => {
    const user = await setup();
    await user.keyboard('{Escape}');
    // Still on screen while the closing animation plays.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(MODAL_ANIMATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = await setup();
    const input = screen.getByLabelText('Title');
    const save = screen.getByRole('button', { name: 'Save' });
    const close = screen.getByRole('button', { name: 'Close dialog' });
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open' })).not.toHaveFocus();
  });

  it('still closes on Escape when focus fell out of it, and brings that focus back', async () => {
    const user = await setup();
    const dialog = screen.getByRole('dialog');
    // What a Save button that disables itself while saving does: focus drops to the page body.
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.body).toHaveFocus();
    act(() => jest.advanceTimersByTime(0));
    expect(dialog).toHaveFocus();
    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard('{Escape}');
    act(() => jest.advanceTimersByTime(MODAL_ANIMATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes only the topmost of two open dialogs on Escape', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <Modal open={outer} onClose={() => setOuter(false)} title="Ticket Details">
          <p>details</p>
          <Modal open={inner} onClose={() => setInner(false)} title="Delete entry?">
            <button type="button">Delete</button>
          </Modal>
        </Modal>
      );
    }
    renderWithTheme(<Nested />);
    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard('{Escape}');
    act(() => jest.advanceTimersByTime(MODAL_ANIMATION_MS));
    expect(screen.queryByRole('dialog', { name: 'Delete entry?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ticket Details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    act(() => jest.advanceTimersByTime(MODAL_ANIMATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
