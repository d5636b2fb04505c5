// The settings routes, relative to the shell's `settings/*`; an unknown sub-path returns to the top.
import { Navigate, Route, Routes } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { SettingsPage } from './settings-page';
import { useSiteId } from './use-site-id';

export default function SettingsRoutes() {
  const siteId = useSiteId();
  return (
    <Routes>
      <Route index element={<SettingsPage />} />
      <Route path="*" element={<Navigate to={portalPath(siteId, 'settings')} replace />} />
    </Routes>
  );
}
