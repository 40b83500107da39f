import { Route, Routes } from 'react-router-dom';
import { MicroFrontendRoot, PlaceholderPage, RemoteFragment, type MicroFrontend, type MicroFrontendProps } from '@easel/ui';
import { ArtistPage } from '../features/artist-page/components/artist-page';
import { artistApi } from './artist-api';

const soon = (title: string, promise: string) => <PlaceholderPage title={title} promise={promise} />;

function ArtistRoutes(props: MicroFrontendProps) {
  return (
    <MicroFrontendRoot {...props} className="art-app">
      <Routes>
        <Route path="/artist/:slug" element={<ArtistPage />} />
        <Route path="/create/giftcard" element={soon('Create gift card', 'Where artists make gift cards that collectors can give and redeem.')} />
        <Route path="/giftcard/:id" element={soon('Gift card', 'A gift card from an artist, ready to give or to redeem.')} />
        <Route
          path="/giftcard/edit/:slug"
          element={soon('Edit gift card', 'Where artists change the amount, the picture and the words of a gift card.')}
        />
        <Route
          path="/edit/profile"
          element={soon('Edit profile', 'Where you change your name, your artist name, your Instagram and your picture.')}
        />
        <Route
          path="/profile"
          element={
            <>
              {soon('Profile', 'Your profile: your name, your picture and your artworks.')}
              <RemoteFragment id="mf_commerce/my-orders" fallback={null} />
            </>
          }
        />
        <Route path="/user" element={soon('Account', 'Your account: your details, your orders and your settings.')} />
        <Route path="/inbox" element={soon('Inbox', 'Messages from collectors about your art, in one place.')} />
        <Route path="/analytics" element={soon('Collector analytics', 'Who looks at your art, bookmarks it and buys it, week by week.')} />
        <Route path="/newsletter" element={soon('Newsletter', 'Where you write to the collectors who follow your work.')} />
        <Route path="*" element={null} />
      </Routes>
    </MicroFrontendRoot>
  );
}

export const artistApp: MicroFrontend = { name: 'mf-artist', Root: ArtistRoutes, inject: (store) => store.injectApi(artistApi) };
