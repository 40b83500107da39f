import { Route, Routes } from 'react-router-dom';
import { pathMatches } from '@easel/store';
import { lazyPage, MicroFrontendRoot, type MicroFrontend, type MicroFrontendProps } from '@easel/ui';
import { catalogApi } from './catalog-api';

// Each page is fetched when first opened: / does not download the publishing forms, nor /art/{slug} the search.
const PAGES = [
  ['/', lazyPage(async () => (await import('../features/home/components/home-page')).HomePage)],
  ['/magazine', lazyPage(async () => (await import('../features/magazine/components/magazine-page')).MagazinePage)],
  ['/magazine/:link', lazyPage(async () => (await import('../features/magazine/components/article-page')).ArticlePage)],
  ['/artists', lazyPage(async () => (await import('../features/artists/components/artists-page')).ArtistsPage)],
  ['/search', lazyPage(async () => (await import('../features/search/components/search-page')).SearchPage)],
  ['/art/:id', lazyPage(async () => (await import('../features/artwork/components/artwork-page')).ArtworkPage)],
  ['/favourites', lazyPage(async () => (await import('../features/favourites/components/favourites-page')).FavouritesPage)],
  ['/publish', lazyPage(async () => (await import('../features/publish/components/publish-page')).PublishPage)],
  ['/publish/register', lazyPage(async () => (await import('../features/publish/components/become-artist-page')).BecomeArtistPage)],
  ['/art/edit/:id', lazyPage(async () => (await import('../features/publish/components/edit-artwork-page')).EditArtworkPage)],
] as const;

// The page being opened is fetched with the app's own code, not once the app has mounted and rendered.
PAGES.find(([path]) => pathMatches(path, window.location.pathname))?.[1].preload();

function CatalogRoutes(props: MicroFrontendProps) {
  return (
    <MicroFrontendRoot {...props} className="cat-app">
      <Routes>
        {PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </MicroFrontendRoot>
  );
}

export const catalogApp: MicroFrontend = { name: 'mf-catalog', Root: CatalogRoutes, inject: (store) => store.injectApi(catalogApi) };
