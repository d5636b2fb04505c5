import { createRoot } from 'react-dom/client';
import LoginPage from './features/login/components/login-page';

createRoot(document.getElementById('root')!).render(<LoginPage />);
