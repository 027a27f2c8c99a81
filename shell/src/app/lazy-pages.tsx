import { lazy, useState, type ComponentType } from 'react';
import { loadedPage, loadPage, type PageModule, type PageName } from './page-loaders';

/**
 * A shell page loaded on demand (see page-loaders.ts). One whose chunk already arrived (fetched
 * alongside the start-up code at its own address) renders at once: suspending would hold it
 * back behind React's 300 ms Suspense reveal throttle. The choice is made once per mount, so a
 * page never remounts (and never loses what was typed) when its chunk arrives.
 */
function lazyPage<N extends PageName>(name: N, pick: (module: PageModule<N>) => ComponentType) {
  const Lazy = lazy(() => loadPage(name).then((module) => ({ default: pick(module) })));
  function Page() {
    const [Component] = useState<ComponentType>(() => {
      const module = loadedPage(name);
      return module ? pick(module) : Lazy;
    });
    return <Component />;
  }
  Page.displayName = `LazyPage(${name})`;
  return Page;
}

export const LoginPage = lazyPage('login', (m) => m.LoginPage);
export const RegisterPage = lazyPage('register', (m) => m.RegisterPage);
export const ForgotPasswordPage = lazyPage('forgotPassword', (m) => m.ForgotPasswordPage);
export const ResetPasswordPage = lazyPage('resetPassword', (m) => m.ResetPasswordPage);
export const ProfilePage = lazyPage('profile', (m) => m.ProfilePage);
export const ChangePasswordPage = lazyPage('changePassword', (m) => m.ChangePasswordPage);
