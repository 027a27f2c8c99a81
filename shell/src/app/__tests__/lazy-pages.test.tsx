import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { renderPage } from '../../pages/test-utils/render-page';
import { ChangePasswordPage, ForgotPasswordPage } from '../lazy-pages';
import { loadedPage, loadPage, preloadPageAt } from '../page-loaders';

const renderLazy = (page: React.ReactElement, path: string) =>
  renderPage(<Suspense fallback={<p>Loading page...</p>}>{page}</Suspense>, {
    path,
    initialEntries: [path],
  });

describe('the shell pages loaded on demand', () => {
  it('shows the loading state, then the page, when its code has not arrived yet', async () => {
    renderLazy(<ForgotPasswordPage />, '/forgot-password');
    expect(screen.getByText('Loading page...')).toBeInTheDocument();
    expect(await screen.findByText('Forgot password?')).toBeInTheDocument();
  });

  it('renders at once, with no loading state, a page whose code arrived first', async () => {
    await loadPage('changePassword');
    renderLazy(<ChangePasswordPage />, '/change-password');
    expect(screen.queryByText('Loading page...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeInTheDocument();
  });

  it('fetches the page at the address of a first load, and no page elsewhere', async () => {
    preloadPageAt('/dashboard');
    preloadPageAt('/reset-password/');
    await waitFor(() => expect(loadedPage('resetPassword')).toBeDefined());
    expect(loadedPage('login')).toBeUndefined();
    expect(loadedPage('profile')).toBeUndefined();
  });
});
