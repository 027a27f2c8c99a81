import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test/render-with-theme';
import { Combobox } from '../combobox';
import type { ComboboxOption } from '../combobox-item';
import { Field } from '../field';

const FRUITS: ComboboxOption[] = [
  { value: 'apple', label: 'Apple', detail: 'APL' },
  { value: 'banana', label: 'Banana', disabled: true, note: 'Out of season' },
  { value: 'cherry', label: 'Cherry', note: 'In stock' },
  { value: 'date', label: 'Date' },
];

interface HarnessProps {
  options?: ComboboxOption[];
  loading?: boolean;
  error?: string;
  hint?: string;
}

/** A form field around the box that filters its options by what is typed, as a picker does. */
function Harness({ options = FRUITS, loading = false, error, hint }: HarnessProps) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ComboboxOption | null>(null);
  const matching = options.filter((o) => o.label.toLowerCase().includes(query.toLowerCase()));
  return (
    <Field label="Fruit" htmlFor="fruit" error={error} hint={hint}>
      <Combobox
        id="fruit"
        listLabel="Fruits"
        value={chosen?.value ?? null}
        selectedLabel={chosen?.label ?? ''}
        options={matching}
        onQueryChange={setQuery}
        onSelect={setChosen}
        emptyText="No fruits found"
        loading={loading}
        invalid={!!error}
        describedBy={hint ? 'fruit-hint' : undefined}
        required
      />
    </Field>
  );
}

function setup(props: HarnessProps = {}) {
  renderWithTheme(<Harness {...props} />);
  return {
    user: userEvent.setup({ delay: null }),
    box: screen.getByRole('combobox', { name: 'Fruit' }),
  };
}

const activeOf = (box: HTMLElement) =>
  document.getElementById(box.getAttribute('aria-activedescendant') ?? '');

describe('Combobox', () => {
  it('is a labelled, required combobox controlling a named listbox', async () => {
    const { user, box } = setup({ hint: 'Pick one' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-describedby', 'fruit-hint');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.click(box);
    const list = screen.getByRole('listbox', { name: 'Fruits' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getAllByRole('option')).toHaveLength(FRUITS.length);
  });

  it('points at its error while it is invalid', () => {
    const { box } = setup({ error: 'Fruit is required', hint: 'Pick one' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Fruit is required');
  });

  it('filters as one types and says so when nothing matches', async () => {
    const { user, box } = setup();
    await user.type(box, 'an');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'BananaOut of season',
    ]);
    await user.type(box, 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('No fruits found');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'Searching...' while the options for the query are on their way", async () => {
    const { user, box } = setup({ options: [], loading: true });
    await user.click(box);
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
  });

  it('moves with the arrows, wrapping and skipping what cannot be picked, and picks on Enter', async () => {
    const { user, box } = setup();
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(activeOf(box)).toHaveTextContent('Apple');
    expect(activeOf(box)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(activeOf(box)).toHaveTextContent('Cherry');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOf(box)).toHaveTextContent('Date');
    await user.keyboard('{ArrowDown}');
    expect(activeOf(box)).toHaveTextContent('Apple');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(box).toHaveValue('Date');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on ArrowUp at the last option, scrolling the active option into view', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value: scrollIntoView,
    });
    try {
      const { user, box } = setup();
      box.focus();
      await user.keyboard('{ArrowUp}');
      expect(activeOf(box)).toHaveTextContent('Date');
      expect(scrolled.at(-1)).toBe(activeOf(box));
      const list = screen.getByRole('listbox', { name: 'Fruits' });
      expect(getComputedStyle(list).overflowY).toBe('auto');
      expect(getComputedStyle(list.parentElement!).overflowY).not.toMatch(/auto|scroll/);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('jumps to the first and last pickable option with Home and End once in the list', async () => {
    const options = [{ value: 'x', label: 'Xigua', disabled: true }, ...FRUITS];
    const { user, box } = setup({ options });
    await user.type(box, 'a');
    // Before the arrows are in the list, Home and End belong to the text.
    await user.keyboard('{Home}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect((box as HTMLInputElement).selectionStart).toBe(0);
    await user.keyboard('{ArrowDown}{End}');
    expect(activeOf(box)).toHaveTextContent('Date');
    await user.keyboard('{Home}');
    expect(activeOf(box)).toHaveTextContent('Apple');
  });

  it('Enter without an active option picks the first pickable one', async () => {
    const { user, box } = setup({ options: FRUITS.slice(1) });
    await user.type(box, 'e');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Cherry');
  });

  it('lists a disabled option with its note, and neither click nor Enter picks it', async () => {
    const { user, box } = setup({ options: FRUITS.slice(1, 2) });
    await user.click(box);
    const banana = screen.getByRole('option', { name: /Banana/ });
    expect(banana).toHaveAttribute('aria-disabled', 'true');
    expect(banana).toHaveTextContent('Out of season');
    await user.click(banana);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('shows the detail and ticks the chosen option', async () => {
    const { user, box } = setup();
    await user.click(box);
    await user.click(screen.getByRole('option', { name: /Apple/ }));
    expect(box).toHaveValue('Apple');
    await user.click(box);
    const apple = screen.getByRole('option', { name: /Apple/ });
    expect(apple).toHaveTextContent('APL');
    expect(apple.querySelector('svg')).toHaveStyle({ visibility: 'visible' });
    expect(screen.getByRole('option', { name: /Date/ }).querySelector('svg')).toHaveStyle({
      visibility: 'hidden',
    });
  });

  it('Escape closes and puts back the chosen value; closed, it is left to a dialog', async () => {
    const onDialogKey = jest.fn();
    renderWithTheme(
      <div onKeyDown={(event) => onDialogKey(event.key)}>
        <Harness />
      </div>,
    );
    const user = userEvent.setup({ delay: null });
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    await user.click(box);
    await user.click(screen.getByRole('option', { name: /Cherry/ }));
    await user.type(box, 'xyz');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('Cherry');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onDialogKey).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(onDialogKey).toHaveBeenCalledWith('Escape');
  });

  it('leaves Enter to the form while closed, and closes when focus leaves', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Harness />
        <button type="submit">Save</button>
      </form>,
    );
    const user = userEvent.setup({ delay: null });
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    box.focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(box, 'ch');
    fireEvent.blur(box);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('');
  });

  it('keeps the focus while the list is pressed (its padding or scrollbar)', async () => {
    const { user, box } = setup();
    await user.click(box);
    const list = screen.getByRole('listbox', { name: 'Fruits' });
    await user.pointer({ keys: '[MouseLeft>]', target: list });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[/MouseLeft]', target: list });
  });
});
