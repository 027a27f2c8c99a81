import { screen } from '@testing-library/react';
import { renderRemote } from '@trellis/platform/testing';
import { ADMIN_MOUNTS } from '../admin-mounts';
import App from '../app';

const renderAt = (mount: string, path = mount) => renderRemote(App, mount, path);

describe('mf-admin App', () => {
  it.each([
    ['/attendance', 'The Attendance module will be implemented in an upcoming release.'],
    ['/leaves', 'The Leaves module will be implemented in an upcoming release.'],
    ['/notifications', 'The Notifications module will be implemented in an upcoming release.'],
    ['/meeting', 'Meeting is a placeholder page for now.'],
    ['/training', 'Training is a placeholder page for now.'],
  ])('%s shows its placeholder', (mount, text) => {
    renderAt(mount);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('renders the page of the mount it is given', () => {
    renderAt('/holiday');
    expect(screen.getByRole('heading', { level: 1, name: 'Holiday' })).toBeInTheDocument();
  });

  it('sends an unknown sub-path to /', () => {
    renderAt('/bank', '/bank/nothing/here');
    expect(screen.getByText('root')).toBeInTheDocument();
  });
});

describe('every mf-admin mount', () => {
  it.each(ADMIN_MOUNTS)('%s renders a page with its title', (mount) => {
    renderAt(mount);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('root')).not.toBeInTheDocument();
  });
});
