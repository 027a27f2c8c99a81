import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test/render-with-theme';
import { DebouncedSearchInput, SEARCH_DEBOUNCE_MS } from '../debounced-search-input';

const LABEL = 'Search customers';

function Harness({ onCommit, initial = '' }: { onCommit: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DebouncedSearchInput
        value={value}
        label={LABEL}
        onCommit={(next) => {
          setValue(next);
          onCommit(next);
        }}
      />
      <button type="button" onClick={() => setValue('from outside')}>
        Back
      </button>
    </>
  );
}

const input = () => screen.getByRole('searchbox', { name: LABEL });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('DebouncedSearchInput', () => {
  it('commits the trimmed text once typing pauses, not on every keystroke', () => {
    const onCommit = jest.fn();
    renderWithTheme(<Harness onCommit={onCommit} />);
    type('a');
    wait(SEARCH_DEBOUNCE_MS - 1);
    type('acme ');
    wait(SEARCH_DEBOUNCE_MS - 1);
    expect(onCommit).not.toHaveBeenCalled();
    wait(1);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('acme');
    expect(input()).toHaveValue('acme ');
  });

  it('commits at once on Enter, and the pending timer never commits the same text again', () => {
    const onCommit = jest.fn();
    renderWithTheme(<Harness onCommit={onCommit} />);
    type('acme');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledWith('acme');
    wait(SEARCH_DEBOUNCE_MS * 2);
    fireEvent.keyDown(input(), { key: 'Enter' });
    type('acme  ');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('shows a search changed from outside (Back) and compares later commits with it', () => {
    const onCommit = jest.fn();
    renderWithTheme(<Harness onCommit={onCommit} initial="acme" />);
    expect(input()).toHaveValue('acme');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(input()).toHaveValue('from outside');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onCommit).not.toHaveBeenCalled();
    type('');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onCommit).toHaveBeenCalledWith('');
  });
});
