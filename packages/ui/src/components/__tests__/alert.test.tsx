import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { lightTheme } from '../../theme/light-theme';
import { Alert } from '../alert';

describe('Alert', () => {
  it('announces a failure at once, in the danger colours', () => {
    renderWithTheme(<Alert>Failed to save customer</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to save customer');
    expect(alert).toHaveStyle({
      backgroundColor: lightTheme.colors.dangerSoft,
      color: lightTheme.colors.dangerText,
    });
  });

  it('announces information politely', () => {
    renderWithTheme(<Alert tone="info">Saved drafts are kept for a day.</Alert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved drafts are kept for a day.');
  });
});
