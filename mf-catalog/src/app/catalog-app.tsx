import { Route, Routes } from 'react-router-dom';
import { MicroFrontendRoot, type MicroFrontend, type MicroFrontendProps } from '@easel/ui';
import { ArtistsPage } from '../features/artists/components/artists-page';
import { ArtworkPage } from '../features/artwork/components/artwork-page';
import { FavouritesPage } from '../features/favourites/components/favourites-page';
import { HomePage } from '../features/home/components/home-page';
import { ArticlePage } from '../features/magazine/components/article-page';
import { MagazinePage } from '../features/magazine/components/magazine-page';
import { BecomeArtistPage, EditArtworkPage, PublishPage } from '../features/publish/publish-pages';
import { SearchPage } from '../features/search/components/search-page';
import { catalogApi } from './catalog-api';

function CatalogRoutes(props: MicroFrontendProps) {
  return (
    <MicroFrontendRoot {...props} className="cat-app">
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/magazine" element={<MagazinePage />} />
        <Route path="/magazine/:link" element={<ArticlePage />} />
        <Route path="/artists" element={<ArtistsPage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/art/:id" element={<ArtworkPage />} />
        <Route path="/favourites" element={<FavouritesPage />} />
        <Route path="/publish" element={<PublishPage />} />
        <Route path="/publish/register" element={<BecomeArtistPage />} />
        <Route path="/art/edit/:id" element={<EditArtworkPage />} />
        <Route path="*" element={null} />
      </Routes>
    </MicroFrontendRoot>
  );
}

export const catalogApp: MicroFrontend = { name: 'mf-catalog', Root: CatalogRoutes, inject: (store) => store.injectApi(catalogApi) };
