import { APP_ROUTES } from '@trellis/contracts/constants';

// The shell's own pages load on demand: a signed-in visitor's first screen (a remote inside the
// layout) never downloads the form libraries or the schemas. Chunk names (`page-*`) let the size
// budget tell page chunks from the start-up set. This module is part of main.js: keep it to the
// import() calls.
const imports = {
  login: () => import(/* webpackChunkName: "page-login" */ '../pages/login-page'),
  register: () => import(/* webpackChunkName: "page-register" */ '../pages/register-page'),
  forgotPassword: () =>
    import(/* webpackChunkName: "page-forgot-password" */ '../pages/forgot-password-page'),
  resetPassword: () =>
    import(/* webpackChunkName: "page-reset-password" */ '../pages/reset-password-page'),
  profile: () => import(/* webpackChunkName: "page-profile" */ '../pages/profile-page'),
  changePassword: () =>
    import(/* webpackChunkName: "page-change-password" */ '../pages/change-password-page'),
};

export type PageName = keyof typeof imports;
export type PageModule<N extends PageName> = Awaited<ReturnType<(typeof imports)[N]>>;

const loaded = new Map<PageName, unknown>();

/** Loads a page's chunk (once: webpack keeps it) and remembers the module. */
export function loadPage<N extends PageName>(name: N): Promise<PageModule<N>> {
  return (imports[name]() as Promise<PageModule<N>>).then((module) => {
    loaded.set(name, module);
    return module;
  });
}

/** The page's module when its chunk has already arrived, so it can render without suspending. */
export function loadedPage<N extends PageName>(name: N): PageModule<N> | undefined {
  return loaded.get(name) as PageModule<N> | undefined;
}

const PAGE_AT: Record<string, PageName> = {
  [APP_ROUTES.login]: 'login',
  [APP_ROUTES.register]: 'register',
  [APP_ROUTES.forgotPassword]: 'forgotPassword',
  [APP_ROUTES.resetPassword]: 'resetPassword',
  [APP_ROUTES.profile]: 'profile',
  [APP_ROUTES.changePassword]: 'changePassword',
};

/**
 * On a first load at a shell page's address, starts fetching that page alongside the start-up
 * code instead of after it (one round trip less before the sign-in form shows).
 */
export function preloadPageAt(pathname: string): void {
  const page = PAGE_AT[pathname.replace(/\/+$/, '') || '/'];
  if (page)
    loadPage(page).catch(() => {
      // The route loads it again when it renders.
    });
}
