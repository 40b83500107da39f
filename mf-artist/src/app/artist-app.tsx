import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MicroFrontendRoot, Spinner, type MicroFrontend, type MicroFrontendProps } from '@easel/ui';
import { EditProfilePage } from '../features/account/components/edit-profile-page';
import { ProfilePage } from '../features/account/components/profile-page';
import { UserPage } from '../features/account/components/user-page';
import { ArtistPage } from '../features/artist-page/components/artist-page';
import { CreateGiftCardPage } from '../features/gift-cards/components/create-gift-card-page';
import { EditGiftCardPage } from '../features/gift-cards/components/edit-gift-card-page';
import { GiftCardPage } from '../features/gift-cards/components/gift-card-page';
import { InboxPage } from '../features/inbox/components/inbox-page';
import { artistApi } from './artist-api';

// The charts' library is downloaded only by a visitor of /analytics.
const AnalyticsPage = lazy(() => import('../features/analytics/components/analytics-page'));
// Slate, the newsletter's editor, likewise only by a visitor of /newsletter.
const NewsletterPage = lazy(() => import('../features/newsletter/components/newsletter-page'));

function ArtistRoutes(props: MicroFrontendProps) {
  return (
    <MicroFrontendRoot {...props} className="art-app">
      <Routes>
        <Route path="/artist/:slug" element={<ArtistPage />} />
        <Route path="/create/giftcard" element={<CreateGiftCardPage />} />
        <Route path="/giftcard/:id" element={<GiftCardPage />} />
        <Route path="/giftcard/edit/:slug" element={<EditGiftCardPage />} />
        <Route path="/edit/profile" element={<EditProfilePage />} />
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/user" element={<UserPage />} />
        <Route path="/inbox" element={<InboxPage />} />
        <Route
          path="/analytics"
          element={
            <Suspense fallback={<Spinner label="Loading your analytics" />}>
              <AnalyticsPage />
            </Suspense>
          }
        />
        <Route
          path="/newsletter"
          element={
            <Suspense fallback={<Spinner label="Loading your newsletter" />}>
              <NewsletterPage />
            </Suspense>
          }
        />
        <Route path="*" element={null} />
      </Routes>
    </MicroFrontendRoot>
  );
}

export const artistApp: MicroFrontend = {
  name: 'mf-artist',
  Root: ArtistRoutes,
  inject: (store) => store.injectApi(artistApi),
};
