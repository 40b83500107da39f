import { Route, Routes } from 'react-router-dom';
import { pathMatches } from '@easel/store';
import { lazyPage, MicroFrontendRoot, type MicroFrontend, type MicroFrontendProps } from '@easel/ui';
import { catalogApi } from './catalog-api';

// Each page is fetched when first opened: / does not download the publishing forms, nor /art/{slug} the search.
// Its chunk is named `route <its path>`: the gateway preloads a route's files in the page it sends (RouteFiles).
const PAGES = [
  [
    '/',
    lazyPage(
      async () => (await import(/* webpackChunkName: "route /" */ '../features/home/components/home-page')).HomePage,
    ),
  ],
  [
    '/magazine',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "route /magazine" */ '../features/magazine/components/magazine-page'))
          .MagazinePage,
    ),
  ],
  [
    '/magazine/:link',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "route /magazine/:link" */ '../features/magazine/components/article-page'))
          .ArticlePage,
    ),
  ],
  [
    '/artists',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "route /artists" */ '../features/artists/components/artists-page'))
          .ArtistsPage,
    ),
  ],
  [
    '/search',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "route /search" */ '../features/search/components/search-page')).SearchPage,
    ),
  ],
  [
    '/art/:id',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "route /art/:id" */ '../features/artwork/components/artwork-page'))
          .ArtworkPage,
    ),
  ],
  [
    '/favourites',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "route /favourites" */ '../features/favourites/components/favourites-page'))
          .FavouritesPage,
    ),
  ],
  [
    '/publish',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "route /publish" */ '../features/publish/components/publish-page'))
          .PublishPage,
    ),
  ],
  [
    '/publish/register',
    lazyPage(
      async () =>
        (
          await import(
            /* webpackChunkName: "route /publish/register" */ '../features/publish/components/become-artist-page'
          )
        ).BecomeArtistPage,
    ),
  ],
  [
    '/art/edit/:id',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "route /art/edit/:id" */ '../features/publish/components/edit-artwork-page'))
          .EditArtworkPage,
    ),
  ],
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

export const catalogApp: MicroFrontend = {
  name: 'mf-catalog',
  Root: CatalogRoutes,
  inject: (store) => store.injectApi(catalogApi),
};
