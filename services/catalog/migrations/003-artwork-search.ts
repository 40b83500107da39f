import type { Migration } from '@easel/service-kit';

// Weights: title and artist name A, description B, the rest C. 'english' stems, so "paintings" finds "painting".
// A generated column takes immutable functions only: hence || and coalesce rather than concat_ws.
const words = (column: string) => `coalesce(${column}, '')`;
const DOCUMENT = `
  setweight(to_tsvector('english'::regconfig, ${words('title')}), 'A') ||
  setweight(to_tsvector('english'::regconfig, ${words('owner_name')}), 'A') ||
  setweight(to_tsvector('english'::regconfig, ${words('description')}), 'B') ||
  setweight(to_tsvector('english'::regconfig, ${['medium', 'medium2', 'style', 'material'].map(words).join(" || ' ' || ")}), 'C')`;

export const addArtworkSearch: Migration = {
  name: '003-artwork-search',
  async up(db) {
    await db.raw(`alter table artworks
      add column owner_about_img text,
      -- What a buyer pays: the discount when there is one. Filters and price sorting use it.
      add column sale_price_minor integer generated always as (coalesce(discount_price_minor, price_minor)) stored,
      add column longest_side_cm double precision generated always as (greatest(width_cm, height_cm)) stored,
      add column search tsvector generated always as (${DOCUMENT}) stored`);
    await db.raw('create index artworks_search on artworks using gin (search)');
    await db.raw('create index artworks_sale_price on artworks (sale_price_minor)');
    await db.raw('create index artworks_style on artworks (lower(style))');
    await db.raw("update artworks set status = '' where status = 'Available'");
    await db.raw("alter table artworks alter column status set default ''");
  },
  async down(db) {
    await db.raw("alter table artworks alter column status set default 'Available'");
    await db.raw(
      'alter table artworks drop column search, drop column longest_side_cm, drop column sale_price_minor, drop column owner_about_img',
    );
  },
};
