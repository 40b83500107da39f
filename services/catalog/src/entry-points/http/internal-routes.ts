import {
  SOLD_STATUS,
  artworkHiddenInput,
  ownerSuspendedInput,
  type ModeratedArtwork,
  NO_ART_FOUND,
} from '@easel/contracts';
import { NotFoundError, parseInput } from '@easel/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import { isHidden, type Artwork } from '../../domain/artwork';
import type { CatalogDeps } from '../../domain/catalog-deps';

const MAX_SLUGS = 50;
const slugList = z
  .array(z.string().trim().min(1).max(200), { error: 'Slugs must be a list' })
  .min(1, 'Slugs are required')
  .max(MAX_SLUGS);
const markSoldInput = z.object({ slugs: slugList, eventId: z.uuid('Event id must be a uuid') });
const pulseWeekInput = z.object({
  eventId: z.uuid('Event id must be a uuid'),
  week: z.iso.date('Week must be a date like 2026-11-16'),
  featured: z
    .array(z.object({ slug: z.string().trim().min(1).max(200), position: z.number().int().min(1) }), {
      error: 'Featured must be a list',
    })
    .max(MAX_SLUGS),
});

/**
 * Calls from commerce and community, holding the service credential (buildServiceApp checks it): the works a checkout prices, and
 * their sale once paid (and undone when the order is cancelled). Answers carry what a buyer pays (the discount price when there is one) in minor units.
 */
export function internalRoutes(deps: CatalogDeps): Router {
  const router = Router();

  router.get('/internal/artworks', async (req, res) => {
    const raw = typeof req.query.slugs === 'string' ? req.query.slugs : '';
    const slugs = parseInput(slugList, [...new Set(raw.split(',').filter(Boolean))]);
    const found = await deps.sales.bySlugs(slugs);
    res.json({
      artworks: found.map(({ artwork, salePriceMinor }) => ({
        id: artwork.id,
        slug: artwork.slug,
        title: artwork.title,
        description: artwork.description,
        featuredImage: artwork.featuredImage,
        medium: artwork.medium,
        material: artwork.material,
        size: artwork.size,
        salePriceMinor,
        currency: artwork.currency,
        phidden: artwork.phidden,
        onSale: artwork.onSale,
        sold: artwork.status === SOLD_STATUS,
        // A deleted artwork has no row; a hidden one (moderation) cannot be bought either.
        published: !isHidden(artwork),
        allowOffers: Boolean(artwork.allowoffers),
        owner: { id: artwork.owner.id, slug: artwork.owner.slug, name: artwork.owner.name },
      })),
    });
  });

  router.put('/internal/artworks/sold', async (req, res) => {
    const { slugs, eventId } = parseInput(markSoldInput, req.body);
    res.json({ applied: await deps.sales.markSold(slugs, eventId) });
  });

  router.put('/internal/artworks/available', async (req, res) => {
    const { slugs, eventId } = parseInput(markSoldInput, req.body);
    res.json({ applied: await deps.sales.markAvailable(slugs, eventId) });
  });

  // community's ranking job asks for the week's candidates, and its relay sends each week's featured (pulse.week-ranked).
  router.get('/internal/artworks/pulse-candidates', async (_req, res) => {
    res.json({ slugs: await deps.pulse.candidates() });
  });

  router.put('/internal/pulse/week', async (req, res) => {
    const { eventId, week, featured } = parseInput(pulseWeekInput, req.body);
    res.json({ applied: await deps.pulse.applyWeek(eventId, week, featured) });
  });

  // The admin area's moderation: a moderator hides or restores one work; a suspension hides all of a person's.
  router.put('/internal/artworks/:slug/hidden', async (req, res) => {
    const input = parseInput(artworkHiddenInput, req.body);
    const changed = await deps.artworks.setHiddenReason(String(req.params.slug), input.hidden ? input.reason : null);
    if (!changed) throw new NotFoundError(NO_ART_FOUND);
    res.json({ before: moderated(changed.before), after: moderated(changed.after) });
  });

  router.put('/internal/people/:id/suspended', async (req, res) => {
    const { suspended } = parseInput(ownerSuspendedInput, req.body);
    const ownerId = parseInput(personId, req.params.id);
    res.json({ suspended, artworks: await deps.artworks.setOwnerSuspended(ownerId, suspended) });
  });

  return router;
}

const personId = z.uuid({ error: 'A person id must be a uuid' });

const moderated = (artwork: Artwork): ModeratedArtwork => ({
  slug: artwork.slug,
  title: artwork.title,
  ownerId: artwork.owner.id,
  hiddenReason: artwork.hiddenReason,
  ownerSuspended: artwork.ownerSuspended,
});
