import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HeaderLayout } from './layout/HeaderLayout.tsx';
import { SettingsLayout } from './layout/SettingsLayout.tsx';
import { DashboardPage } from './pages/dashboard/DashboardPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

const FormatsPage = lazy(() => import('./pages/formats/FormatsPage.tsx'));
const SessionPage = lazy(() => import('./pages/session/SessionPage.tsx'));
const GuidePage = lazy(() => import('./pages/GuidePage.tsx'));
const TermsPage = lazy(() => import('./pages/TermsPage.tsx'));
const SettingsPage = lazy(() => import('./pages/settings/SettingsPage.tsx'));
const UsersPage = lazy(() => import('./pages/settings/UsersPage.tsx'));

/** The routes of SPEC §2 "After sign-in". */
export default function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<HeaderLayout />}>
        <Route path="/" element={<DashboardPage />} />
        <Route path="/session/:id" element={<SessionPage />} />
        <Route path="/formats/" element={<FormatsPage />} />
        <Route path="/documentation/" element={<GuidePage />} />
        <Route path="/terms-conditions" element={<TermsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<SettingsLayout />}>
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/users" element={<UsersPage />} />
      </Route>
      {/* SPEC §9: /_app is the application shell entry. */}
      <Route path="/_app" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
