import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProvider } from '@trellis/platform';
import App from '../app';

function renderAt(mount: string, path: string) {
  return render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${mount}/*`} element={<App basePath={mount} />} />
          <Route path="/" element={<p>root</p>} />
        </Routes>
      </MemoryRouter>
    </PlatformProvider>,
  );
}

describe('mf-leads App', () => {
  it.each([
    ['/leads', '/leads', 'Leads'],
    ['/leads', '/leads/add', 'Add Lead'],
    ['/leads', '/leads/edit/4', 'Edit Lead'],
    ['/lead', '/lead', 'Lead'],
  ])('mounted at %s, %s shows %s', (mount, path, title) => {
    renderAt(mount, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends an unknown sub-path to /', () => {
    renderAt('/leads', '/leads/x/y/z');
    expect(screen.getByText('root')).toBeInTheDocument();
  });
});
