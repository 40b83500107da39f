import { Route, Routes } from 'react-router-dom';
import { MicroFrontendRoot, PlaceholderPage, type MicroFrontend, type MicroFrontendProps } from '@easel/ui';
import { adminApi } from './admin-api';

const soon = (title: string) => <PlaceholderPage title={title} team="mf-admin" />;

function AdminRoutes(props: MicroFrontendProps) {
  return (
    <MicroFrontendRoot {...props} className="adm-app">
      <Routes>
        <Route path="/admin/login" element={soon('Admin login')} />
        <Route path="/admin/*" element={soon('Admin')} />
        <Route path="*" element={null} />
      </Routes>
    </MicroFrontendRoot>
  );
}

export const adminApp: MicroFrontend = { name: 'mf-admin', Root: AdminRoutes, inject: (store) => store.injectApi(adminApi) };
