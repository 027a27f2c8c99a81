import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { APP_ROUTES, REMOTE_MOUNTS } from '@trellis/contracts/constants';
import { FullScreenSpinner, Spinner } from '@trellis/ui/basics';
import { PageAccess } from '../access/page-access';
import { AppLayout } from '../layout/app-layout';
import {
  ChangePasswordPage,
  ForgotPasswordPage,
  LoginPage,
  ProfilePage,
  RegisterPage,
  ResetPasswordPage,
} from './lazy-pages';
import { PublicLayout } from './public-layout';
import { RemoteRoute } from './remote-route';
import { PublicOnly, RequireSession, RootRedirect } from './session-guard';

const publicPage = (page: ReactNode) => (
  <Suspense fallback={<FullScreenSpinner label="Loading..." />}>{page}</Suspense>
);
const accountPage = (page: ReactNode) => (
  <Suspense fallback={<Spinner label="Loading..." showLabel />}>{page}</Suspense>
);

/** The product's route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route element={<PublicOnly />}>
          <Route path={APP_ROUTES.login} element={publicPage(<LoginPage />)} />
          <Route path={APP_ROUTES.register} element={publicPage(<RegisterPage />)} />
          <Route path={APP_ROUTES.forgotPassword} element={publicPage(<ForgotPasswordPage />)} />
          <Route path={APP_ROUTES.resetPassword} element={publicPage(<ResetPasswordPage />)} />
        </Route>
      </Route>
      <Route element={<RequireSession />}>
        <Route element={<AppLayout />}>
          <Route element={<PageAccess />}>
            {REMOTE_MOUNTS.map(({ path, remote }) => (
              <Route
                key={path}
                path={`${path}/*`}
                element={<RemoteRoute key={path} remote={remote} basePath={path} />}
              />
            ))}
          </Route>
          <Route path={APP_ROUTES.profile} element={accountPage(<ProfilePage />)} />
          <Route path={APP_ROUTES.changePassword} element={accountPage(<ChangePasswordPage />)} />
        </Route>
      </Route>
      <Route path={APP_ROUTES.root} element={<RootRedirect />} />
      <Route path="*" element={<Navigate to={APP_ROUTES.root} replace />} />
    </Routes>
  );
}
