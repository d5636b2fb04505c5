// The auth remote's pages under /{id}/employment-agency, as the standalone dev server mounts them;
// the shell mounts each exposed page itself (signup inside its layout, the others on their own).
import { Route, Routes } from 'react-router-dom';
import { routes } from '@portal/shared/routes';
import ForgotPasswordPage from '../features/forgot-password/components/forgot-password-page';
import LoginPage from '../features/login/components/login-page';
import ResetPasswordPage from '../features/reset-password/components/reset-password-page';
import SignupPage from '../features/signup/components/signup-page';
import WelcomePage from '../features/welcome/components/welcome-page';

const { auth } = routes;

export default function AuthRoutes() {
  return (
    <Routes>
      <Route path={auth.login.path} element={<LoginPage />} />
      <Route path={auth.forgotPassword.path} element={<ForgotPasswordPage />} />
      <Route path={auth.resetPassword.path} element={<ResetPasswordPage />} />
      <Route path={auth.welcome.path} element={<WelcomePage />} />
      <Route path={auth.signup.path} element={<SignupPage />} />
    </Routes>
  );
}
