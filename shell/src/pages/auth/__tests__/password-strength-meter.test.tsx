import { render, screen } from '@testing-library/react';
import { lightTheme } from '@trellis/ui/theme';
import { ThemeProvider } from 'styled-components';
import { PasswordStrengthMeter } from '../password-strength-meter';

function meterFor(password: string) {
  render(
    <ThemeProvider theme={lightTheme}>
      <PasswordStrengthMeter password={password} />
    </ThemeProvider>,
  );
  return screen.queryByRole('meter', { name: 'Password strength' });
}

describe('PasswordStrengthMeter', () => {
  it('shows no meter for an empty password', () => {
    expect(meterFor('')).toBeNull();
  });

  it.each([
    ['a', 'weak', '1'],
    ['Abc12', 'weak', '1'],
    ['abcdef', 'medium', '2'],
    ['Abcde1', 'medium', '2'],
    ['abcdefg1', 'medium', '2'],
    ['ABCDEFG1', 'medium', '2'],
    ['Abcdefgh', 'medium', '2'],
    ['Abcdefg1', 'strong', '3'],
  ])('%s is %s (%s/3 of the bar)', (password, level, value) => {
    const meter = meterFor(password);
    expect(meter).toHaveAttribute('aria-valuetext', level);
    expect(meter).toHaveAttribute('aria-valuenow', value);
    expect(screen.getByText(`Strength: ${level}`)).toBeInTheDocument();
  });

  it('fills a third, two thirds and the whole bar', () => {
    const widths = ['abc', 'abcdef', 'Abcdefg1'].map((password) => {
      const { unmount } = render(
        <ThemeProvider theme={lightTheme}>
          <PasswordStrengthMeter password={password} />
        </ThemeProvider>,
      );
      const width = getComputedStyle(screen.getByTestId('strength-bar')).width;
      unmount();
      return width;
    });
    expect(widths).toEqual(['33.333%', '66.667%', '100%']);
  });
});
