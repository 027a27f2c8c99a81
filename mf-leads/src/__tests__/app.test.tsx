import { screen } from '@testing-library/react';
import { renderRemote } from '@trellis/platform/testing';
import App from '../app';

const renderAt = (mount: string, path: string) => renderRemote(App, mount, path);

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
