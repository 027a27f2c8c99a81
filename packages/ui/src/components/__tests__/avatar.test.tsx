import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { Avatar } from '../avatar';

describe('Avatar', () => {
  it('shows the image when it loads', () => {
    renderWithTheme(<Avatar name="Ada Lovelace" src="/api/files/3" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
      'src',
      '/api/files/3',
    );
  });

  it('falls back to the first letter of the name when the image is broken', () => {
    renderWithTheme(<Avatar name="ada Lovelace" src="/api/files/404" />);
    fireEvent.error(screen.getByRole('img', { name: 'ada Lovelace' }));
    expect(screen.getByTestId('avatar-fallback')).toHaveAttribute('data-initials', 'A');
  });

  it('shows initials when there is no image', () => {
    renderWithTheme(<Avatar name="Ada Lovelace" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar).toHaveAttribute('data-initials', 'AL');
    // Drawn by CSS: no text node to compete with the name of a button around it.
    expect(avatar).toHaveTextContent('');
  });
});
