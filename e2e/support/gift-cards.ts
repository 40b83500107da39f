import { expect, type APIRequestContext } from '@playwright/test';
import type { GiftCardSummary } from '@easel/contracts';
import type { TestArtist } from './artworks';

/** Publishes a gift card as `artist` (who needs 4 artworks), its image the picture of one of their works; answers its slug. */
export async function publishGiftCard(
  request: APIRequestContext,
  artist: TestArtist,
  workSlug: string,
  amounts: number[],
): Promise<string> {
  const work = await request.get(`/api/artwork/get/${workSlug}`);
  const { featuredImage } = ((await work.json()) as { art: { featuredImage: string } }).art;
  const card = await request.post('/api/giftcard/new', {
    headers: artist.auth,
    data: { title: 'Studio gift card', featuredImage, amounts, note: 'For any of my works.', published: true },
  });
  expect(card.status(), `the card is published: ${await card.text()}`).toBe(201);
  return ((await card.json()) as GiftCardSummary).slug;
}

/** The code in a gift card's mail ('Code: ABCD-EFGH-JKMN-PQRS'). */
export function codeIn(mail: string): string {
  const found = /Code: ([A-Z0-9]{4}(?:-[A-Z0-9]{4}){3})/.exec(mail);
  expect(found, 'the mail carries a code').not.toBeNull();
  return found![1]!;
}
