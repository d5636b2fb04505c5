// The settings routes, relative to the shell's `settings/*`; an unknown sub-path returns to the top.
import { Navigate, Route, Routes } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { useSiteId } from '@portal/shared/use-site-id';
import { SettingsPage } from './settings-page';

export default function SettingsRoutes() {
  const siteId = useSiteId();
  return (
    <QueryProvider>
      <Routes>
        <Route index element={<SettingsPage />} />
        <Route path="*" element={<Navigate to={portalPath(siteId, 'settings')} replace />} />
      </Routes>
    </QueryProvider>
  );
}
