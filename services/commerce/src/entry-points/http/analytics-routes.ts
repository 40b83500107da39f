import { ownerWindowInput, type ArtistSalesAnswer } from '@easel/contracts';
import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import type { ArtistSales } from '../../data-access/artist-sales';

/** The artist service's analytics ask (with the service credential) for an artist's sales per day or week: order items know their artist. */
export function analyticsRoutes({ artistSales }: { artistSales: ArtistSales }): Router {
  return Router().get('/internal/analytics/sales', async (req, res) => {
    const { owner, ...window } = parseInput(ownerWindowInput, req.query);
    res.json({ sales: await artistSales.perBucket(owner, window) } satisfies ArtistSalesAnswer);
  });
}
