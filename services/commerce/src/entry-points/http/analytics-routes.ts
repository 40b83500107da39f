import { ownerWindowInput, type ArtistSalesAnswer } from '@easel/contracts/src/analytics';
import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import type { ServiceDeps } from '../../commerce';
import { createArtistSales } from '../../data-access/artist-sales';

/** The artist service's analytics ask (with the service credential) for an artist's sales per day or week: order items know their artist. */
export function analyticsRoutes(deps: Pick<ServiceDeps, 'db'>): Router {
  const sales = createArtistSales(deps.db);
  return Router().get('/internal/analytics/sales', async (req, res) => {
    const { owner, ...window } = parseInput(ownerWindowInput, req.query);
    res.json({ sales: await sales.perBucket(owner, window) } satisfies ArtistSalesAnswer);
  });
}
