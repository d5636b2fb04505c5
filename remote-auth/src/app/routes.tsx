// The auth remote's pages under /{id}/employment-agency, as the standalone dev server mounts them;
// the shell mounts each exposed page itself.
import { Route, Routes } from 'react-router-dom';
import LoginPage from '../features/login/components/login-page';

export default function AuthRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
    </Routes>
  );
}
