import { Route, Routes } from 'react-router-dom';
import { MicroFrontendRoot, PlaceholderPage, type MicroFrontend, type MicroFrontendProps } from '@easel/ui';
import { artistApi } from './artist-api';

const soon = (title: string) => <PlaceholderPage title={title} team="mf-artist" />;

function ArtistRoutes(props: MicroFrontendProps) {
  return (
    <MicroFrontendRoot {...props} className="art-app">
      <Routes>
        <Route path="/artist/:id" element={soon('Artist page')} />
        <Route path="/create/giftcard" element={soon('Create gift card')} />
        <Route path="/giftcard/:id" element={soon('Gift card')} />
        <Route path="/giftcard/edit/:slug" element={soon('Edit gift card')} />
        <Route path="/edit/profile" element={soon('Edit profile')} />
        <Route path="/profile" element={soon('Profile')} />
        <Route path="/user" element={soon('Account')} />
        <Route path="/inbox" element={soon('Inbox')} />
        <Route path="/analytics" element={soon('Collector analytics')} />
        <Route path="/newsletter" element={soon('Newsletter')} />
        <Route path="*" element={null} />
      </Routes>
    </MicroFrontendRoot>
  );
}

export const artistApp: MicroFrontend = { name: 'mf-artist', Root: ArtistRoutes, inject: (store) => store.injectApi(artistApi) };
