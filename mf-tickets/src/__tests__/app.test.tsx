import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProvider } from '@trellis/platform';
import App from '../app';

function renderAt(path: string) {
  return render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/tickets/*" element={<App basePath="/tickets" />} />
          <Route path="/" element={<p>root</p>} />
        </Routes>
      </MemoryRouter>
    </PlatformProvider>,
  );
}

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
