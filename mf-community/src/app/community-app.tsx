import { Route, Routes } from 'react-router-dom';
import { MicroFrontendRoot, type MicroFrontend, type MicroFrontendProps } from '@easel/ui';
import { PulseWeekPage } from '../features/pulse-archive/components/pulse-week-page';
import { PulseWeeksPage } from '../features/pulse-archive/components/pulse-weeks-page';
import { communityApi } from './community-api';
import { FeaturedArtRoute } from './featured-art-route';

function CommunityRoutes(props: MicroFrontendProps) {
  return (
    <MicroFrontendRoot {...props} className="cmy-app">
      <Routes>
        <Route path="/art2/:id" element={<FeaturedArtRoute />} />
        <Route path="/pulse" element={<PulseWeeksPage />} />
        <Route path="/pulse/:week" element={<PulseWeekPage />} />
        <Route path="*" element={null} />
      </Routes>
    </MicroFrontendRoot>
  );
}

export const communityApp: MicroFrontend = {
  name: 'mf-community',
  Root: CommunityRoutes,
  inject: (store) => store.injectApi(communityApi),
};
