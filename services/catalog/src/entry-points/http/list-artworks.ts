import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import { toArtworkSummary } from '../../domain/artwork-summary';
import type { ArtworkRepository } from '../../data-access/artwork-repository';

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** GET /artworks?limit=&offset= — newest first; the full catalog search comes later. */
export function listArtworksRoute(artworks: ArtworkRepository): Router {
  return Router().get('/artworks', async (req, res) => {
    const page = parseInput(pageQuery, req.query);
    const { artworks: found, total } = await artworks.listNewest(page);
    res.json({ artworks: found.map(toArtworkSummary), total });
  });
}
