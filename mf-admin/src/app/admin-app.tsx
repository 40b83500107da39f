import { Route, Routes } from 'react-router-dom';
import { MicroFrontendRoot, PlaceholderPage, type MicroFrontend, type MicroFrontendProps } from '@easel/ui';
import { adminApi } from './admin-api';

const soon = (title: string, promise: string) => <PlaceholderPage title={title} promise={promise} />;

function AdminRoutes(props: MicroFrontendProps) {
  return (
    <MicroFrontendRoot {...props} className="adm-app">
      <Routes>
        <Route path="/admin/login" element={soon('Admin login', 'Where Easel’s team signs in to look after the marketplace.')} />
        <Route path="/admin/*" element={soon('Admin', 'Where Easel’s team looks after artworks, artists, collectors and orders.')} />
        <Route path="*" element={null} />
      </Routes>
    </MicroFrontendRoot>
  );
}

export const adminApp: MicroFrontend = { name: 'mf-admin', Root: AdminRoutes, inject: (store) => store.injectApi(adminApi) };
