import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { renderWithTheme } from '../../test/render-with-theme';
import { lightTheme } from '../../theme/light-theme';
import { stackedList } from '../plain-list';

const StyledDocuments = styled.ul`
  ${stackedList('sm')}
`;

test('a stacked list stands its items one under another, the gap apart, without bullets', () => {
  renderWithTheme(
    <StyledDocuments aria-label="Documents">
      <li>Passport</li>
      <li>Insurance</li>
    </StyledDocuments>,
  );
  const style = getComputedStyle(screen.getByRole('list', { name: 'Documents' }));
  expect(style.display).toBe('flex');
  expect(style.flexDirection).toBe('column');
  expect(style.gap).toBe(lightTheme.space.sm);
  expect(style.listStyle).toBe('none');
  expect(style.padding).toBe('0px');
});
