import { lockedMessage } from '@easel/contracts';
import request from 'supertest';
import { aCard, startGiftCards, type GiftCardService } from './gift-card-helpers';

describe('gift cards: the artist designs, edits and shows a card', () => {
  let service: GiftCardService;
  beforeAll(async () => {
    service = await startGiftCards();
  }, 60_000);
  afterAll(() => service.stop());
  beforeEach(async () => {
    await service.ctx.db('gift_cards').del();
    anaHas(4);
  });

  const stored = async () => Number((await service.ctx.db('gift_cards').count<{ n: string }[]>({ n: '*' }))[0]?.n);
  const anaHas = (count: number) =>
    (Object.values(service.identity.people).find((p) => p.slug === 'ana-lee')!.count = count);

  it('when an artist with 3 artworks creates a card, then 403 says the spec’s locked message and nothing is stored', async () => {
    anaHas(3);
    await service.create('ana', aCard).expect(403, { message: lockedMessage('giftcards') });
    await service.create('ana', { ...aCard, published: false }).expect(403, { message: lockedMessage('giftcards') });
    expect(await stored()).toBe(0);
  });

  it('when an artist with 4 artworks publishes a card, then it answers with sorted amounts and shows on its page and in the list', async () => {
    const res = await service.create('ana', aCard).expect(201);
    expect(res.body).toEqual({
      slug: 'studio-gift-card-ana-lee',
      artistSlug: 'ana-lee',
      artistName: 'Ana Lee',
      title: 'Studio gift card',
      featuredImage: '/api/media/card-1.jpg',
      amounts: [50, 100, 250],
      note: 'For works from my studio.',
      published: true,
    });
    await request(service.app)
      .get('/giftcard/get/studio-gift-card-ana-lee')
      .expect(200, { ...res.body, mine: false });
    await request(service.app)
      .get('/giftcard/get/studio-gift-card-ana-lee')
      .set(service.as('ana'))
      .expect(200, { ...res.body, mine: true });
    const list = await request(service.app).get('/giftcard/list').expect(200);
    expect(list.body).toEqual({ cards: [res.body], total: 1 });
  });

  it('when a second card has the same title, then it gets the next free slug; without a title it is named after the artist', async () => {
    await service.create('ana', aCard).expect(201);
    expect((await service.create('ana', aCard).expect(201)).body.slug).toBe('studio-gift-card-ana-lee-2');
    const untitled = await service.create('ana', { ...aCard, title: '' }).expect(201);
    expect(untitled.body).toMatchObject({ slug: 'gift-card-ana-lee', title: 'Gift card by Ana Lee' });
  });

  it('when a visitor or a collector creates a card, then 401 and 403 say why', async () => {
    await request(service.app).post('/giftcard/new').send(aCard).expect(401, { message: 'Please log in to continue' });
    await service.create('cleo', aCard).expect(403, { message: 'Only artists can make gift cards' });
    expect(await stored()).toBe(0);
  });

  it.each([
    ['an amount under 50 €', { amounts: [49] }, 'Amounts start at 50 €'],
    ['cents', { amounts: [50.5] }, 'Amounts must be whole euros, without cents'],
    ['text for an amount', { amounts: ['fifty'] }, 'Amounts must be numbers of euros, like 50 or 100'],
    ['no amount', { amounts: [] }, 'Please choose at least one amount'],
    ['amounts that are not a list', { amounts: 50 }, 'Please choose at least one amount'],
    [
      'more than 10 amounts',
      { amounts: [50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150] },
      'A card can offer at most 10 amounts',
    ],
    ['one amount twice', { amounts: [50, 50] }, 'Each amount can be offered only once'],
    ['an amount over 5000 €', { amounts: [5001] }, 'Amounts can be at most 5000 €'],
    ['a note over 500 characters', { note: 'x'.repeat(501) }, 'The note must be at most 500 characters'],
    ['no image', { featuredImage: '' }, 'Please add an image for the card'],
    [
      'an image from elsewhere',
      { featuredImage: 'https://evil.example/x.jpg' },
      'The card image must be an uploaded image',
    ],
    ['a title over two lines', { title: 'Gift\ncard' }, 'Title contains a character that is not allowed'],
  ])('when the card has %s, then 400 says so and nothing is stored', async (_case, change, message) => {
    await service.create('ana', { ...aCard, ...change }).expect(400, { message });
    expect(await stored()).toBe(0);
  });

  it('when another artist edits the card, then 403 and the card is unchanged; the owner’s edit keeps the slug', async () => {
    const { slug } = (await service.create('ana', aCard).expect(201)).body;
    await service
      .edit('ben', slug, { ...aCard, note: 'Mine now' })
      .expect(403, { message: 'Only the artist who made this gift card can change it' });
    await service.edit('cleo', slug, { ...aCard, note: 'Mine now' }).expect(403);
    await request(service.app).put(`/giftcard/edit/${slug}`).send(aCard).expect(401);
    const edited = await service
      .edit('ana', slug, { ...aCard, title: 'Another title', amounts: [500], note: 'New words' })
      .expect(200);
    expect(edited.body).toMatchObject({ slug, title: 'Another title', amounts: [500], note: 'New words' });
    await request(service.app)
      .get(`/giftcard/get/${slug}`)
      .expect(200, { ...edited.body, mine: false });
  });

  it('when a card is a draft, then only its owner sees it; others are told it is not found, even when editing', async () => {
    const { slug } = (await service.create('ana', { ...aCard, published: false }).expect(201)).body;
    await request(service.app).get(`/giftcard/get/${slug}`).expect(404, { message: 'Gift card not found' });
    await request(service.app).get(`/giftcard/get/${slug}`).set(service.as('ben')).expect(404);
    await request(service.app).get(`/giftcard/get/${slug}`).set(service.as('ana')).expect(200);
    await service.edit('ben', slug, aCard).expect(404, { message: 'Gift card not found' });
    await service.edit('ana', 'no-such-card', aCard).expect(404, { message: 'Gift card not found' });
  });

  it('when the owner’s artworks drop under 4, then a draft can still be edited but not published', async () => {
    const { slug } = (await service.create('ana', { ...aCard, published: false }).expect(201)).body;
    anaHas(3);
    await service.edit('ana', slug, { ...aCard, published: false, note: 'Still a draft' }).expect(200);
    await service.edit('ana', slug, aCard).expect(403, { message: lockedMessage('giftcards') });
    await request(service.app).get(`/giftcard/get/${slug}`).expect(404);
  });

  it('when cards are listed, then published ones come newest first; the owner’s own list also has drafts', async () => {
    await service.create('ana', { ...aCard, title: 'First' }).expect(201);
    await service.create('ben', { ...aCard, title: 'Second' }).expect(201);
    await service.create('ana', { ...aCard, title: 'Draft', published: false }).expect(201);
    const titles = (res: request.Response) => res.body.cards.map((card: { title: string }) => card.title);
    expect(titles(await request(service.app).get('/giftcard/list').expect(200))).toEqual(['Second', 'First']);
    expect(
      titles(await request(service.app).get('/giftcard/list?artist=ana-lee').set(service.as('ben')).expect(200)),
    ).toEqual(['First']);
    const own = await request(service.app).get('/giftcard/list?artist=ana-lee').set(service.as('ana')).expect(200);
    expect(own.body).toMatchObject({ total: 2, cards: [{ title: 'Draft', published: false }, { title: 'First' }] });
    expect(titles(await request(service.app).get('/giftcard/list?limit=1&skip=1').expect(200))).toEqual(['First']);
    await request(service.app).get('/giftcard/list?artist=nobody').expect(200, { cards: [], total: 0 });
    await request(service.app)
      .get('/giftcard/list?limit=500')
      .expect(400, { message: 'Limit must be a whole number from 1 to 50' });
  });

  it('when commerce asks a card’s price, then a published card at one of its amounts answers; others are refused', async () => {
    const { slug } = (await service.create('ana', aCard).expect(201)).body;
    const price = (path: string) => request(service.app).get(path).set(service.credential);
    expect((await price(`/internal/giftcards/${slug}/price?amount=10000`).expect(200)).body).toEqual({
      slug,
      artistId: '11111111-1111-4111-8111-111111111111',
      artistName: 'Ana Lee',
      title: 'Studio gift card',
      featuredImage: '/api/media/card-1.jpg',
      amountMinor: 10000,
      currency: 'EUR',
    });
    await price(`/internal/giftcards/${slug}/price?amount=7500`).expect(400, {
      message: 'This gift card is not offered at this amount',
    });
    await price(`/internal/giftcards/${slug}/price?amount=lots`).expect(400, {
      message: 'Amount must be a whole number of cents',
    });
    await price('/internal/giftcards/nothing/price?amount=10000').expect(404, { message: 'Gift card not found' });
    await request(service.app).get(`/internal/giftcards/${slug}/price?amount=10000`).expect(401);
  });

  it('when the artist asks whether gift cards are unlocked, then their artwork count decides', async () => {
    await request(service.app)
      .get('/giftcard/unlock')
      .set(service.as('ana'))
      .expect(200, { artworks: 4, unlocked: true });
    anaHas(3);
    await request(service.app)
      .get('/giftcard/unlock')
      .set(service.as('ana'))
      .expect(200, { artworks: 3, unlocked: false });
  });
});
