import { listArtistsQuery, listArtworksQuery, searchQuery } from '@easel/contracts';
import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import { toArtworkSummary } from '../../domain/artwork-summary';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { pulseOfTheWeek, withPulseBadges } from '../../domain/pulse-badges';
import { toSearchCriteria } from '../../domain/search-terms';

/** The listings: GET /artworks (home, an artist's gallery, favourites), GET /artworks/pulse, GET /artworks/vocabulary, GET /artists, GET /search. */
export function listingRoutes(deps: CatalogDeps): Router {
  const router = Router();

  router.get('/artworks', async (req, res) => {
    const { artworks, total } = await deps.artworks.list(parseInput(listArtworksQuery, req.query));
    res.json({ artworks: await withPulseBadges(deps, artworks.map(toArtworkSummary)), total });
  });

  // This week's featured artworks in Pulse order, for the home page.
  router.get('/artworks/pulse', async (_req, res) => {
    res.json({ artworks: await pulseOfTheWeek(deps) });
  });

  // Suggestions for medium and style; they change only as artworks come and go, so a few minutes' copy is fine.
  router.get('/artworks/vocabulary', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600').json(await deps.vocabulary.read());
  });

  router.get('/artists', async (req, res) => {
    res.json({ artists: await deps.artworks.artists(parseInput(listArtistsQuery, req.query)) });
  });

  router.get('/search', async (req, res) => {
    const query = parseInput(searchQuery, req.query);
    const { artworks, total } = await deps.search.search(toSearchCriteria(query));
    res.json({
      artworks: await withPulseBadges(deps, artworks.map(toArtworkSummary)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  return router;
}
