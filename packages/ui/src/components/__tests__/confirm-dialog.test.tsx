import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { ConfirmDialog, type ConfirmDialogProps } from '../confirm-dialog';

const base: ConfirmDialogProps = {
  open: true,
  title: 'Delete Asset',
  message: 'Are you sure you want to delete this asset?',
  confirmLabel: 'Delete',
  pending: false,
  error: null,
  onConfirm: () => {},
  onClose: () => {},
};

describe('ConfirmDialog', () => {
  it('asks in a dialog named by its title, and confirms or backs out', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    renderWithTheme(<ConfirmDialog {...base} onConfirm={onConfirm} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete Asset' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this asset?');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('cannot be confirmed twice while the action runs', () => {
    renderWithTheme(<ConfirmDialog {...base} pending />);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  });

  it('keeps a refusal in the dialog so it can be read', () => {
    renderWithTheme(<ConfirmDialog {...base} error="The asset is assigned." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The asset is assigned.');
  });
});
