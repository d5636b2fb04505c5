// The settings routes, relative to the shell's `settings/*`; an unknown sub-path returns to the top.
import { Navigate, Route, Routes } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { SettingsPage } from './settings-page';

export default function SettingsRoutes() {
  const siteId = useSiteId();
  return (
    <Routes>
      <Route index element={<SettingsPage />} />
      <Route path="*" element={<Navigate to={portalPath(siteId, 'settings')} replace />} />
    </Routes>
  );
}
