import { createRoot } from 'react-dom/client';
import { lazy, Suspense } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

registerRemotes([{ name: 'remote_auth', entry: 'http://localhost:4101/mf-manifest.json' }]);
const Login = lazy(() => loadRemote<{ default: React.ComponentType }>('remote_auth/Login').then((m) => m!));
createRoot(document.getElementById('root')!).render(<Suspense fallback="..."><Login /></Suspense>);
