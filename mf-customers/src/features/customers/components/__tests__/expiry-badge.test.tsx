import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../../test/render-with-theme';
import { darkTheme, lightTheme } from '@trellis/ui';
import { ExpiryBadge } from '../expiry-badge';

const today = new Date(2026, 10, 22);
const inDays = (n: number) => {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('ExpiryBadge (30/45/90-day rule)', () => {
  it.each([0, 1, 30])('says "Expires in N days!" %i days ahead', (days) => {
    renderWithTheme(<ExpiryBadge expiry={inDays(days)} today={today} />);
    expect(screen.getByText(`Expires in ${days} days!`)).toBeInTheDocument();
  });

  it('warns without the exclamation from 31 to 45 days, and informs from 46 to 90', () => {
    const { rerender } = renderWithTheme(<ExpiryBadge expiry={inDays(31)} today={today} />);
    expect(screen.getByText('Expires in 31 days')).toBeInTheDocument();
    rerender(<ExpiryBadge expiry={inDays(45)} today={today} />);
    expect(screen.getByText('Expires in 45 days')).toBeInTheDocument();
    rerender(<ExpiryBadge expiry={inDays(90)} today={today} />);
    expect(screen.getByText('Expires in 90 days')).toBeInTheDocument();
  });

  it.each([
    ['expired yesterday', inDays(-1)],
    ['91 days ahead', inDays(91)],
    ['without a date', null],
  ])('shows no badge %s', (_case, expiry) => {
    const { container } = renderWithTheme(<ExpiryBadge expiry={expiry} today={today} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    [10, 'danger'],
    [40, 'warning'],
    [60, 'info'],
  ] as const)('colours %i days ahead as %s, in both themes', (days, tone) => {
    for (const [mode, theme] of [
      ['light', lightTheme],
      ['dark', darkTheme],
    ] as const) {
      const { unmount } = renderWithTheme(<ExpiryBadge expiry={inDays(days)} today={today} />, {
        mode,
      });
      expect(screen.getByText(/^Expires in/)).toHaveStyle({ backgroundColor: theme.colors[tone] });
      unmount();
    }
  });
});
