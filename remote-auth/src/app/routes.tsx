// The auth remote's pages under /{id}/employment-agency, as the standalone dev server mounts them;
// the shell mounts each exposed page itself (signup inside its layout, the others on their own).
import { Route, Routes } from 'react-router-dom';
import ForgotPasswordPage from '../features/forgot-password/components/forgot-password-page';
import LoginPage from '../features/login/components/login-page';
import ResetPasswordPage from '../features/reset-password/components/reset-password-page';
import SignupPage from '../features/signup/components/signup-page';
import WelcomePage from '../features/welcome/components/welcome-page';

export default function AuthRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="welcome" element={<WelcomePage />} />
      <Route path="signup/:hashId?" element={<SignupPage />} />
    </Routes>
  );
}
