import { Route, Routes } from 'react-router-dom';
import { MicroFrontendRoot, PlaceholderPage, type MicroFrontend, type MicroFrontendProps } from '@easel/ui';
import { communityApi } from './community-api';

function CommunityRoutes(props: MicroFrontendProps) {
  return (
    <MicroFrontendRoot {...props} className="cmy-app">
      <Routes>
        <Route
          path="/art2/:id"
          element={<PlaceholderPage title="Featured art" promise="An artwork of The Weekly Pulse, with its place and its votes." />}
        />
        <Route path="*" element={null} />
      </Routes>
    </MicroFrontendRoot>
  );
}

export const communityApp: MicroFrontend = { name: 'mf-community', Root: CommunityRoutes, inject: (store) => store.injectApi(communityApi) };
