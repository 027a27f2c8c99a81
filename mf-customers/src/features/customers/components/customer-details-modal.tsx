import styled from 'styled-components';
import { Avatar, Badge, EmptyState, factList } from '@trellis/ui/controls';
import { Modal } from '@trellis/ui/dialogs';
import { formatDate } from '@trellis/ui/format';
import { CUSTOMER_MESSAGES, type Customer } from '@trellis/contracts';
import { LoadedRecord } from '@trellis/page-kit';
import { HistorySection } from '@trellis/platform';
import { customers } from '../api/customers-resource';
import { DocumentList } from './document-list';

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const StyledFacts = styled.dl`
  ${factList}
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

function Details({ customer }: { customer: Customer }) {
  const facts: [string, string | null][] = [
    ['Account Email', customer.account_email],
    ['Customer Type', customer.type],
    ...(customer.type === 'Company'
      ? ([
          ['Company Registration No', customer.company_reg_no],
          ['VAT Number', customer.vat_no],
        ] as [string, string | null][])
      : []),
    ['Address', customer.address],
    ['Created', formatDate(customer.created_at)],
  ];
  return (
    <>
      <StyledHeader>
        <Avatar name={customer.name} src={customer.profile_image} size="lg" />
        <div>
          <h3>{customer.name}</h3>
          <span>{customer.code} </span>
          <Badge tone={customer.status === 'Active' ? 'success' : 'neutral'}>
            {customer.status}
          </Badge>
        </div>
      </StyledHeader>
      <StyledFacts>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </StyledFacts>
      <StyledSection aria-label="Authorized Persons">
        <h4>Authorized Persons</h4>
        {customer.persons.length === 0 ? (
          <EmptyState title={CUSTOMER_MESSAGES.noPersons} />
        ) : (
          <ul>
            {customer.persons.map((p) => (
              <li key={p.id}>
                <strong>{p.person_name}</strong> ·{' '}
                <a href={`mailto:${p.person_email}`}>{p.person_email}</a> · {p.person_contact}
              </li>
            ))}
          </ul>
        )}
      </StyledSection>
      <StyledSection aria-label="Documents">
        <h4>Documents</h4>
        <DocumentList documents={customer.documents} emptyText={CUSTOMER_MESSAGES.noDocuments} />
      </StyledSection>
      <HistorySection entity="customer" entityId={customer.id} headingLevel={4} />
    </>
  );
}

export interface CustomerDetailsModalProps {
  open: boolean;
  customerId: number | null;
  onClose: () => void;
}

export function CustomerDetailsModal({ open, customerId, onClose }: CustomerDetailsModalProps) {
  const query = customers.useDetail(customerId);
  return (
    <Modal open={open && customerId !== null} onClose={onClose} title="Customer details" size="lg">
      <LoadedRecord query={query} noun="customer">
        {(customer) => <Details customer={customer} />}
      </LoadedRecord>
    </Modal>
  );
}
