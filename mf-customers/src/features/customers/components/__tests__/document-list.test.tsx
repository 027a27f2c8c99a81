import { screen } from '@testing-library/react';
import { renderWithProviders } from '@trellis/platform/testing';
import { DocumentList } from '../document-list';

describe('DocumentList', () => {
  it('links a document to its file, and says when an imported one has none', () => {
    renderWithProviders(
      <DocumentList
        emptyText="No documents"
        documents={[
          {
            id: 1,
            title: 'Insurance',
            expiry_date: '2099-01-31',
            file_path: '/api/files/3',
            file_name: 'insurance.pdf',
          },
          { id: 2, title: 'Site access', expiry_date: null, file_path: null, file_name: null },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Open Insurance' })).toHaveAttribute(
      'href',
      '/api/files/3',
    );
    expect(screen.queryByRole('link', { name: 'Open Site access' })).not.toBeInTheDocument();
    expect(screen.getByText('No file attached')).toBeInTheDocument();
  });
});
