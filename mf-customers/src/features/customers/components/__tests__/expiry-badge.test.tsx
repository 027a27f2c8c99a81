import { screen } from '@testing-library/react';
import { renderWithProviders } from '@trellis/platform/testing';
import { darkTheme, lightTheme, useThemeStore } from '@trellis/ui/theme';
import { ExpiryBadge } from '../expiry-badge';

const today = '2026-11-22';
/** The calendar day `n` days after today (UTC arithmetic: no time zone can shift it). */
const inDays = (n: number) => new Date(Date.UTC(2026, 10, 22 + n)).toISOString().slice(0, 10);

afterEach(() => useThemeStore.getState().setMode('light'));

describe('ExpiryBadge (30/45/90-day rule)', () => {
  it.each([0, 1, 30])('says "Expires in N days!" %i days ahead', (days) => {
    renderWithProviders(<ExpiryBadge expiry={inDays(days)} today={today} />);
    expect(screen.getByText(`Expires in ${days} days!`)).toBeInTheDocument();
  });

  it('warns without the exclamation from 31 to 45 days, and informs from 46 to 90', () => {
    for (const days of [31, 45, 90]) {
      const { unmount } = renderWithProviders(<ExpiryBadge expiry={inDays(days)} today={today} />);
      expect(screen.getByText(`Expires in ${days} days`)).toBeInTheDocument();
      unmount();
    }
  });

  it('counts from the business today it is given, not the browser clock', () => {
    renderWithProviders(<ExpiryBadge expiry="2026-12-01" today="2026-11-30" />);
    expect(screen.getByText('Expires in 1 days!')).toBeInTheDocument();
  });

  it.each([
    ['expired yesterday', inDays(-1)],
    ['91 days ahead', inDays(91)],
    ['without a date', null],
  ])('shows no badge %s', (_case, expiry) => {
    renderWithProviders(<ExpiryBadge expiry={expiry} today={today} />);
    expect(screen.queryByText(/Expires/)).not.toBeInTheDocument();
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
      useThemeStore.getState().setMode(mode);
      const { unmount } = renderWithProviders(<ExpiryBadge expiry={inDays(days)} today={today} />);
      expect(screen.getByText(/^Expires in/)).toHaveStyle({ backgroundColor: theme.colors[tone] });
      unmount();
    }
  });
});
