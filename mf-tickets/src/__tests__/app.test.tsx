import { screen } from '@testing-library/react';
import { renderRemote } from '@trellis/platform/testing';
import App from '../app';

const renderAt = (path: string) => renderRemote(App, '/tickets', path);

describe('mf-tickets App', () => {
  it.each([
    ['/tickets', 'Tickets'],
    ['/tickets/create', 'Create Ticket'],
  ])('%s shows %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends an unknown sub-path to /', () => {
    renderAt('/tickets/nope');
    expect(screen.getByText('root')).toBeInTheDocument();
  });
});
