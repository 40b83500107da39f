import { Route, Routes } from 'react-router-dom';
import { lazyPage, MicroFrontendRoot, type MicroFrontend, type MicroFrontendProps } from '@easel/ui';
import { catalogApi } from './catalog-api';

// Each page is fetched when first opened: / does not download the publishing forms, nor /art/{slug} the search.
const HomePage = lazyPage(async () => (await import('../features/home/components/home-page')).HomePage);
const MagazinePage = lazyPage(async () => (await import('../features/magazine/components/magazine-page')).MagazinePage);
const ArticlePage = lazyPage(async () => (await import('../features/magazine/components/article-page')).ArticlePage);
const ArtistsPage = lazyPage(async () => (await import('../features/artists/components/artists-page')).ArtistsPage);
const SearchPage = lazyPage(async () => (await import('../features/search/components/search-page')).SearchPage);
const ArtworkPage = lazyPage(async () => (await import('../features/artwork/components/artwork-page')).ArtworkPage);
const FavouritesPage = lazyPage(async () => (await import('../features/favourites/components/favourites-page')).FavouritesPage);
const PublishPage = lazyPage(async () => (await import('../features/publish/components/publish-page')).PublishPage);
const BecomeArtistPage = lazyPage(async () => (await import('../features/publish/components/become-artist-page')).BecomeArtistPage);
const EditArtworkPage = lazyPage(async () => (await import('../features/publish/components/edit-artwork-page')).EditArtworkPage);

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
