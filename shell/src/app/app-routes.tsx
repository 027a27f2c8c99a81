import { Navigate, Route, Routes } from 'react-router';
import { APP_ROUTES } from '@trellis/contracts';
import { AppLayout } from '../layout/app-layout';
import { ChangePasswordPage } from '../pages/change-password-page';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { LoginPage } from '../pages/login-page';
import { ProfilePage } from '../pages/profile-page';
import { RegisterPage } from '../pages/register-page';
import { ResetPasswordPage } from '../pages/reset-password-page';
import { PublicLayout } from './public-layout';
import { REMOTE_MOUNTS } from './remote-mounts';
import { RemoteRoute } from './remote-route';
import { PublicOnly, RequireSession, RootRedirect } from './session-guard';

/** The route table of spec 000 §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route element={<PublicOnly />}>
          <Route path={APP_ROUTES.login} element={<LoginPage />} />
          <Route path={APP_ROUTES.register} element={<RegisterPage />} />
          <Route path={APP_ROUTES.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={APP_ROUTES.resetPassword} element={<ResetPasswordPage />} />
        </Route>
      </Route>
      <Route element={<RequireSession />}>
        <Route element={<AppLayout />}>
          {REMOTE_MOUNTS.map(({ path, remote }) => (
            <Route
              key={path}
              path={`${path}/*`}
              element={<RemoteRoute key={path} remote={remote} basePath={path} />}
            />
          ))}
          <Route path={APP_ROUTES.profile} element={<ProfilePage />} />
          <Route path={APP_ROUTES.changePassword} element={<ChangePasswordPage />} />
        </Route>
      </Route>
      <Route path={APP_ROUTES.root} element={<RootRedirect />} />
      <Route path="*" element={<Navigate to={APP_ROUTES.root} replace />} />
    </Routes>
  );
}
