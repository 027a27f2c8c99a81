import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFieldArray, useForm } from 'react-hook-form';
import { renderWithTheme } from '../../test/render-with-theme';
import { Field } from '../field';
import { RepeatableRows } from '../repeatable-rows';
import { TextInput } from '../text-input';

interface Phone {
  label: string;
  number: string;
}
interface Values {
  phones: Phone[];
}

const EMPTY: Phone = { label: '', number: '' };
const MESSAGE = 'Fill in the current phone first.';

/** A form with one repeatable list, as a remote builds it. */
function PhoneForm({ onIncomplete }: { onIncomplete?: (message: string) => void }) {
  const { control, register, getValues } = useForm<Values>({ defaultValues: { phones: [EMPTY] } });
  const phones = useFieldArray({ control, name: 'phones' });
  return (
    <RepeatableRows
      legend="Phones"
      fieldArray={phones}
      getRows={() => getValues('phones')}
      isRowComplete={(row) => row.label.trim() !== '' && row.number.trim() !== ''}
      emptyRow={EMPTY}
      incompleteMessage={MESSAGE}
      addLabel="Add Phone"
      rowLabel={(index) => `Phone ${index + 1}`}
      removeLabel={(index) => `Remove phone ${index + 1}`}
      onIncomplete={onIncomplete}
      renderRow={(index, rowId) => (
        <>
          <Field label="Label" htmlFor={`${rowId}-label`}>
            <TextInput id={`${rowId}-label`} {...register(`phones.${index}.label`)} />
          </Field>
          <Field label="Number" htmlFor={`${rowId}-number`}>
            <TextInput id={`${rowId}-number`} {...register(`phones.${index}.number`)} />
          </Field>
        </>
      )}
    />
  );
}

const row = (n: number) => within(screen.getByRole('group', { name: `Phone ${n}` }));

afterEach(() => jest.restoreAllMocks());

describe('RepeatableRows', () => {
  it('adds a row only once the last one is complete, alerting the given text otherwise', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<PhoneForm />);
    expect(screen.getByRole('group', { name: 'Phones' })).toBeInTheDocument();

    await user.type(row(1).getByLabelText('Label'), 'Office');
    await user.click(screen.getByRole('button', { name: 'Add Phone' }));
    expect(alert).toHaveBeenCalledWith(MESSAGE);
    expect(screen.queryByRole('group', { name: 'Phone 2' })).not.toBeInTheDocument();

    await user.type(row(1).getByLabelText('Number'), '+44 20 7946 0000');
    await user.click(screen.getByRole('button', { name: 'Add Phone' }));
    expect(row(2).getByLabelText('Label')).toHaveValue('');
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('offers delete only while more than one row exists, and keeps the other rows typed values', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<PhoneForm />);
    expect(screen.queryByRole('button', { name: /Remove phone/ })).not.toBeInTheDocument();
    await user.type(row(1).getByLabelText('Label'), 'Office');
    await user.type(row(1).getByLabelText('Number'), '1');
    await user.click(screen.getByRole('button', { name: 'Add Phone' }));
    await user.type(row(2).getByLabelText('Label'), 'Home');

    await user.click(screen.getByRole('button', { name: 'Remove phone 1' }));
    expect(row(1).getByLabelText('Label')).toHaveValue('Home');
    expect(screen.queryByRole('group', { name: 'Phone 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove phone/ })).not.toBeInTheDocument();
  });

  it('shows the message its own way when asked', async () => {
    const onIncomplete = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<PhoneForm onIncomplete={onIncomplete} />);
    await user.click(screen.getByRole('button', { name: 'Add Phone' }));
    expect(onIncomplete).toHaveBeenCalledWith(MESSAGE);
  });
});
