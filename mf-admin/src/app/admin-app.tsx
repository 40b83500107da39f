import { Route, Routes } from 'react-router-dom';
import { MicroFrontendRoot, type MicroFrontend, type MicroFrontendProps } from '@easel/ui';
import { AdminLoginPage } from '../features/login/admin-login-page';
import { SecondFactorPage } from '../features/login/second-factor-page';
import { adminApi } from './admin-api';
import { AdminLayout, AdminNotFound, SectionGate } from './admin-layout';
import { ADMIN_SECTIONS } from './admin-sections';

function AdminRoutes(props: MicroFrontendProps) {
  return (
    <MicroFrontendRoot {...props} className="adm-app">
      <Routes>
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="/admin" element={<AdminLayout />}>
          <Route path="second-factor" element={<SecondFactorPage />} />
          {ADMIN_SECTIONS.map((section) =>
            section.path === '' ? (
              <Route key="dashboard" index element={section.page} />
            ) : (
              <Route
                key={section.path}
                path={`${section.path}/*`}
                element={<SectionGate permission={section.permission}>{section.page}</SectionGate>}
              />
            ),
          )}
          <Route path="*" element={<AdminNotFound />} />
        </Route>
        <Route path="*" element={null} />
      </Routes>
    </MicroFrontendRoot>
  );
}

export const adminApp: MicroFrontend = {
  name: 'mf-admin',
  Root: AdminRoutes,
  inject: (store) => store.injectApi(adminApi),
};
