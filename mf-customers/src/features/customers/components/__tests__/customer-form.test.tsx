import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@trellis/platform/testing';
import { CustomerForm } from '../customer-form';
import { EMPTY_CUSTOMER_FORM, type CustomerFormValues } from '../../utils/customer-form-schema';
import { toCustomerFormData } from '../../utils/customer-form-data';

const PERSON_ALERT =
  'Please fill all fields (Name, Email, Contact) for the current person before adding a new one.';
const DOCUMENT_ALERT =
  'Please fill all fields (Title and File) for the current document before adding a new one.';

function setup() {
  const onSubmit = jest.fn<void, [CustomerFormValues]>();
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(
    <CustomerForm
      defaultValues={EMPTY_CUSTOMER_FORM}
      submitLabel="Create Customer"
      saving={false}
      error={null}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  const person = (n: number) =>
    within(screen.getByRole('group', { name: `Authorized person ${n}` }));
  const document = (n: number) => within(screen.getByRole('group', { name: `Document ${n}` }));
  const fillPerson = async (n: number, name: string, email: string, contact: string) => {
    if (name) await user.type(person(n).getByLabelText('Name'), name);
    if (email) await user.type(person(n).getByLabelText('Email'), email);
    if (contact) await user.type(person(n).getByLabelText('Contact'), contact);
  };
  const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  return { user, onSubmit, alert, person, document, fillPerson, pdf };
}

afterEach(() => jest.restoreAllMocks());

describe('CustomerForm person rows', () => {
  it('refuses a new row until the last one has name, email and contact', async () => {
    const { user, alert, fillPerson } = setup();
    await fillPerson(1, 'Ada', 'ada@example.com', '');
    await user.click(screen.getByRole('button', { name: 'Add Person' }));
    expect(alert).toHaveBeenCalledWith(PERSON_ALERT);
    expect(screen.queryByRole('group', { name: 'Authorized person 2' })).not.toBeInTheDocument();

    await fillPerson(1, '', '', '+44 1');
    await user.click(screen.getByRole('button', { name: 'Add Person' }));
    expect(screen.getByRole('group', { name: 'Authorized person 2' })).toBeInTheDocument();
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('offers delete only while more than one row exists', async () => {
    const { user, fillPerson } = setup();
    expect(
      screen.queryByRole('button', { name: /Remove authorized person/ }),
    ).not.toBeInTheDocument();
    await fillPerson(1, 'Ada', 'ada@example.com', '1');
    await user.click(screen.getByRole('button', { name: 'Add Person' }));
    await user.click(screen.getByRole('button', { name: 'Remove authorized person 2' }));
    expect(screen.queryByRole('group', { name: 'Authorized person 2' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Remove authorized person/ }),
    ).not.toBeInTheDocument();
  });
});

describe('CustomerForm document rows', () => {
  it('refuses a new row until the last one has a title and a file', async () => {
    const { user, alert, document, pdf } = setup();
    await user.type(document(1).getByLabelText('Title'), 'Insurance');
    await user.click(screen.getByRole('button', { name: 'Add Document' }));
    expect(alert).toHaveBeenCalledWith(DOCUMENT_ALERT);
    await user.upload(document(1).getByLabelText('File'), pdf('insurance.pdf'));
    await user.click(screen.getByRole('button', { name: 'Add Document' }));
    expect(screen.getByRole('group', { name: 'Document 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Remove document/ })).toHaveLength(2);
  });
});

describe('CustomerForm submit', () => {
  it('drops incomplete person rows and sends only documents with title and file', async () => {
    const { user, onSubmit, person, document, fillPerson, pdf } = setup();
    await user.type(screen.getByLabelText('Customer Name'), 'Acme');
    await user.type(screen.getByLabelText('Account Email'), 'ops@acme.example');
    await fillPerson(1, 'Ada', 'ada@example.com', '1');
    await user.click(screen.getByRole('button', { name: 'Add Person' }));
    await fillPerson(2, 'Half Filled', '', '');
    await user.type(document(1).getByLabelText('Title'), 'Contract');
    await user.upload(document(1).getByLabelText('File'), pdf('contract.pdf'));
    await user.click(screen.getByRole('button', { name: 'Add Document' }));
    await user.type(document(2).getByLabelText('Title'), 'No file yet');
    expect(person(2).getByLabelText('Name')).toHaveValue('Half Filled');

    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const body = toCustomerFormData(onSubmit.mock.calls[0]![0]);
    expect(JSON.parse(body.get('persons') as string)).toEqual([
      { person_name: 'Ada', person_email: 'ada@example.com', person_contact: '1' },
    ]);
    expect(JSON.parse(body.get('documents_meta') as string)).toEqual([
      { title: 'Contract', expiry_date: null },
    ]);
    expect(body.getAll('doc_files').map((f) => (f as File).name)).toEqual(['contract.pdf']);
  });

  it('requires name and a valid account email, and checks a complete person email', async () => {
    const { user, onSubmit, fillPerson } = setup();
    await user.type(screen.getByLabelText('Account Email'), 'not-an-email');
    await fillPerson(1, 'Ada', 'nope', '1');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows company-only fields for a company only, and accepts image files only', async () => {
    const { user, onSubmit, pdf } = setup();
    expect(screen.getByLabelText(/Company Registration No/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Freelancer' }));
    expect(screen.queryByLabelText(/Company Registration No/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/VAT Number/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Customer Name'), 'Solo');
    await user.type(screen.getByLabelText('Account Email'), 'solo@example.com');
    await user.upload(screen.getByLabelText(/Profile Picture/), pdf('me.pdf'));
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('Only image files are allowed')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
