import request from 'supertest';
import { bearer, closedPortUrl, fakeIdentity, startCatalog, upload, uploadedImage, type TestCatalog } from './helpers';

const THIS_YEAR = new Date().getFullYear();

describe('publishing an artwork', () => {
  let identity: Awaited<ReturnType<typeof fakeIdentity>>;
  let catalog: TestCatalog;
  let featured: string;
  let video: string;
  const valid = () => ({
    title: 'Sea at Dawn',
    description: 'Oil on linen, painted at first light.',
    featuredImage: featured,
    gallery: [video],
    medium: 'Oil',
    medium2: 'Gold leaf',
    material: 'Linen',
    year: 2023,
    style: 'Landscape',
    size: { width: 80, height: 60 },
    price: 1250.5,
    discountPrice: 999,
    currency: 'EUR',
    onSale: true,
    phidden: false,
    status: '',
    allowoffers: 'Yes, collectors can make offers',
  });
  const publish = (body: object, token = catalog.tokens.ana) =>
    request(catalog.app).post('/artwork/new').set(bearer(token)).send(body);

  beforeAll(async () => {
    identity = await fakeIdentity();
    catalog = await startCatalog({ IDENTITY_URL: identity.url });
    featured = await uploadedImage(catalog, catalog.tokens.ana);
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(100)]);
    video = (await upload(catalog, catalog.tokens.ana, mp4, 'clip.mp4')).body.url;
  }, 60_000);
  afterAll(async () => {
    await catalog.stop();
    await identity.close();
  });

  it('when an artist publishes every field of spec §3, then 201 answers the artwork in the spec’s names', async () => {
    const res = await publish(valid());
    expect(res.status).toBe(201);
    expect(res.body.art).toEqual({
      _id: expect.any(String),
      slug: 'sea-at-dawn-ana-lee',
      title: 'Sea at Dawn',
      description: 'Oil on linen, painted at first light.',
      featuredImage: featured,
      // the uploaded picture's size and dominant colour; a video has no shape
      featuredImageShape: { width: 64, height: 48, colour: expect.stringMatching(/^#[0-9a-f]{6}$/) },
      gallery: [video],
      galleryShapes: [null],
      medium: 'Oil',
      medium2: 'Gold leaf',
      material: 'Linen',
      year: 2023,
      style: 'Landscape',
      size: { width: 80, height: 60 },
      price: 1250.5,
      discountPrice: 999,
      currency: { code: 'EUR', tag: '€' },
      onSale: true,
      phidden: false,
      status: '',
      allowoffers: 'Yes, collectors can make offers',
      user: {
        _id: expect.any(String),
        slug: 'ana-lee',
        artistName: 'Ana Lee',
        avatar: 'https://cdn.example.com/ana.png',
        artistPage: { about: { img: null } },
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const page = await request(catalog.app).get('/artwork/get/sea-at-dawn-ana-lee').expect(200);
    expect(page.body.art).toEqual(res.body.art);
  });

  it('when the same title is published again, then the slug gets -2, then -3', async () => {
    expect((await publish(valid())).body.art.slug).toBe('sea-at-dawn-ana-lee-2');
    expect((await publish(valid())).body.art.slug).toBe('sea-at-dawn-ana-lee-3');
  });

  it('when the title has accents and signs, then the slug is plain and readable', async () => {
    const res = await publish({ ...valid(), title: '  Lucía’s “Café” at 5 a.m.!  ' });
    expect(res.body.art).toMatchObject({ slug: 'lucia-s-cafe-at-5-a-m-ana-lee', title: 'Lucía’s “Café” at 5 a.m.!' });
  });

  it('when optional fields are left out, then they take their defaults', async () => {
    const {
      gallery: _g,
      medium2: _m,
      discountPrice: _d,
      currency: _c,
      onSale: _o,
      phidden: _p,
      status: _s,
      allowoffers: _a,
      ...required
    } = valid();
    const res = await publish({
      ...required,
      title: 'Bare Minimum',
      price: '300',
      year: '2020',
      size: { width: '40.5', height: '30' },
    });
    expect(res.status).toBe(201);
    expect(res.body.art).toMatchObject({
      gallery: [],
      medium2: '',
      discountPrice: null,
      currency: { code: 'EUR' },
      onSale: true,
      phidden: false,
      status: '',
      allowoffers: '',
      price: 300,
      year: 2020,
      size: { width: 40.5, height: 30 },
    });
  });

  it('when a featured piece is not for sale, then no price is needed', async () => {
    const { price: _p, discountPrice: _d, ...rest } = valid();
    const res = await publish({ ...rest, title: 'Not For Sale', onSale: false });
    expect(res.status).toBe(201);
    expect(res.body.art).toMatchObject({ onSale: false, price: 0, discountPrice: null });
  });

  it.each([0.01, 0.29, 1.15, 19.99, 1250.1, 9_999_999.99, 10_000_000])(
    'when the price is %s, then exactly that many cents are stored and answered',
    async (price) => {
      const res = await publish({
        ...valid(),
        title: `Priced ${price}`,
        price: String(price),
        discountPrice: undefined,
      }).expect(201);
      expect(res.body.art.price).toBe(price);
      const [row] = await catalog.ctx.db('artworks').where({ slug: res.body.art.slug }).select('price_minor');
      expect(Number(row.price_minor)).toBe(Math.round(price * 100));
      expect((await request(catalog.app).get(`/artwork/get/${res.body.art.slug}`)).body.art.price).toBe(price);
    },
  );

  it('when a price is sent as text with spaces around it, then it is read as the number', async () => {
    const res = await publish({ ...valid(), title: 'Spaced Price', price: ' 300.50 ', discountPrice: ' 250 ' }).expect(
      201,
    );
    expect(res.body.art).toMatchObject({ price: 300.5, discountPrice: 250 });
  });

  it('when a piece is sold and open for commission, then the status is kept', async () => {
    const res = await publish({ ...valid(), title: 'Sold One', status: 'Sold - Open for Commission' });
    expect(res.body.art.status).toBe('Sold - Open for Commission');
  });

  const without = (field: string) => Object.fromEntries(Object.entries(valid()).filter(([key]) => key !== field));
  it.each([
    ['no title', () => without('title'), 'Please enter a title'],
    ['a blank title', () => ({ ...valid(), title: '   ' }), 'Please enter a title'],
    ['a too long title', () => ({ ...valid(), title: 'x'.repeat(121) }), 'Title must be at most 120 characters'],
    ['no description', () => without('description'), 'Please enter a description'],
    [
      'a too long description',
      () => ({ ...valid(), description: 'x'.repeat(5001) }),
      'Description must be at most 5000 characters',
    ],
    ['no featured image', () => without('featuredImage'), 'Please add a featured image'],
    [
      'a featured image elsewhere',
      () => ({ ...valid(), featuredImage: 'https://evil.example.com/x.jpg' }),
      'Featured image must be an uploaded image',
    ],
    [
      'a featured image never uploaded',
      () => ({ ...valid(), featuredImage: '/api/media/0123456789abcdef01234567.jpg' }),
      'Featured image must be an uploaded image',
    ],
    [
      'a video as featured image',
      () => ({ ...valid(), featuredImage: video }),
      'Featured image must be an uploaded image',
    ],
    [
      'a gallery that is not a list',
      () => ({ ...valid(), gallery: 'x.jpg' }),
      'Gallery must be a list of uploaded images and videos',
    ],
    [
      'a gallery item elsewhere',
      () => ({ ...valid(), gallery: ['javascript:alert(1)'] }),
      'Gallery items must be uploaded images or videos',
    ],
    [
      'a gallery item never uploaded',
      () => ({ ...valid(), gallery: ['/api/media/0123456789abcdef01234567.mp4'] }),
      'Gallery items must be uploaded images or videos',
    ],
    [
      'a gallery of 13',
      () => ({ ...valid(), gallery: Array(13).fill(video) }),
      'Gallery can hold at most 12 images and videos',
    ],
    ['no medium', () => without('medium'), 'Please choose a medium'],
    [
      'a too long second medium',
      () => ({ ...valid(), medium2: 'x'.repeat(61) }),
      'Second medium must be at most 60 characters',
    ],
    ['no material', () => without('material'), 'Please enter the material'],
    ['no year', () => without('year'), 'Please enter the year'],
    ['a year that is not a number', () => ({ ...valid(), year: 'last year' }), 'Year must be a number'],
    ['a year before 1900', () => ({ ...valid(), year: 1899 }), `Year must be between 1900 and ${THIS_YEAR}`],
    ['a year in the future', () => ({ ...valid(), year: THIS_YEAR + 1 }), `Year must be between 1900 and ${THIS_YEAR}`],
    ['a year with decimals', () => ({ ...valid(), year: 2001.5 }), 'Year must be a whole number'],
    ['no style', () => without('style'), 'Please choose a style'],
    ['no size', () => without('size'), 'Please enter the size (width and height in cm)'],
    ['no width', () => ({ ...valid(), size: { height: 20 } }), 'Please enter the width'],
    ['a width of 0', () => ({ ...valid(), size: { width: 0, height: 20 } }), 'Width must be between 1 and 1000 cm'],
    [
      'a height of 1001',
      () => ({ ...valid(), size: { width: 20, height: 1001 } }),
      'Height must be between 1 and 1000 cm',
    ],
    [
      'a height that is not a number',
      () => ({ ...valid(), size: { width: 20, height: 'tall' } }),
      'Height must be between 1 and 1000 cm',
    ],
    ['no price while on sale', () => without('price'), 'Please enter a price'],
    [
      'a price of 0',
      () => ({ ...valid(), price: 0, discountPrice: undefined }),
      'Price must be between 0.01 and 10,000,000',
    ],
    ['a negative price', () => ({ ...valid(), price: -5 }), 'Price must be between 0.01 and 10,000,000'],
    [
      'a price over 10,000,000',
      () => ({ ...valid(), price: 10_000_000.01 }),
      'Price must be between 0.01 and 10,000,000',
    ],
    ['a price of 1e300', () => ({ ...valid(), price: 1e300 }), 'Price must be between 0.01 and 10,000,000'],
    [
      'a price of 0.004',
      () => ({ ...valid(), price: 0.004, discountPrice: undefined }),
      'Price must be in whole cents (at most 2 decimals)',
    ],
    [
      'a price of 0.001',
      () => ({ ...valid(), price: 0.001, discountPrice: undefined }),
      'Price must be in whole cents (at most 2 decimals)',
    ],
    [
      'a price of 1.005',
      () => ({ ...valid(), price: 1.005, discountPrice: undefined }),
      'Price must be in whole cents (at most 2 decimals)',
    ],
    [
      "a price of '1250.505'",
      () => ({ ...valid(), price: '1250.505' }),
      'Price must be in whole cents (at most 2 decimals)',
    ],
    [
      'a price that is not a number',
      () => ({ ...valid(), price: 'cheap' }),
      'Price must be a number, like 1250 or 1250.50',
    ],
    ["a price of '1e300'", () => ({ ...valid(), price: '1e300' }), 'Price must be a number, like 1250 or 1250.50'],
    [
      "a price of 'Infinity'",
      () => ({ ...valid(), price: 'Infinity' }),
      'Price must be a number, like 1250 or 1250.50',
    ],
    ["a price of 'NaN'", () => ({ ...valid(), price: 'NaN' }), 'Price must be a number, like 1250 or 1250.50'],
    ["a price of '0x10'", () => ({ ...valid(), price: '0x10' }), 'Price must be a number, like 1250 or 1250.50'],
    [
      "a price with spaces inside, '1 250'",
      () => ({ ...valid(), price: '1 250' }),
      'Price must be a number, like 1250 or 1250.50',
    ],
    [
      "a price with a comma, '1250,50'",
      () => ({ ...valid(), price: '1250,50' }),
      'Price must be a number, like 1250 or 1250.50',
    ],
    ['a price as a list', () => ({ ...valid(), price: [1250] }), 'Price must be a number, like 1250 or 1250.50'],
    [
      'a price as an object',
      () => ({ ...valid(), price: { amount: 1250 } }),
      'Price must be a number, like 1250 or 1250.50',
    ],
    ['a price as true', () => ({ ...valid(), price: true }), 'Price must be a number, like 1250 or 1250.50'],
    [
      'a negative discount',
      () => ({ ...valid(), discountPrice: -1 }),
      'Discount price must be between 0.01 and 10,000,000',
    ],
    ['a discount of 0', () => ({ ...valid(), discountPrice: 0 }), 'Discount price must be between 0.01 and 10,000,000'],
    [
      'a discount of 0.004',
      () => ({ ...valid(), discountPrice: 0.004 }),
      'Discount price must be in whole cents (at most 2 decimals)',
    ],
    [
      "a discount of 'Infinity'",
      () => ({ ...valid(), discountPrice: 'Infinity' }),
      'Discount price must be a number, like 1250 or 1250.50',
    ],
    [
      'a discount equal to the price',
      () => ({ ...valid(), discountPrice: 1250.5 }),
      'Discount price must be lower than the price',
    ],
    [
      'a discount above the price',
      () => ({ ...valid(), discountPrice: 2000 }),
      'Discount price must be lower than the price',
    ],
    ['an unknown currency', () => ({ ...valid(), currency: 'BTC' }), 'Currency must be one of EUR, USD, GBP, CHF'],
    ['on sale as text', () => ({ ...valid(), onSale: 'yes' }), 'On sale must be true or false'],
    ['hide price as text', () => ({ ...valid(), phidden: 'no' }), 'Hide price must be true or false'],
    [
      'an unknown status',
      () => ({ ...valid(), status: 'Sold' }),
      "Status must be empty or 'Sold - Open for Commission'",
    ],
    [
      'an unknown offers value',
      () => ({ ...valid(), allowoffers: 'Yes' }),
      "Allow offers must be empty or 'Yes, collectors can make offers'",
    ],
  ])('when the artwork has %s, then 400 says why', async (_case, body, message) => {
    const res = await publish(body());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('when the JSON holds a price too large for a number (1e400), then 400 says it must be a number', async () => {
    const body = JSON.stringify({ ...valid(), price: 0 }).replace('"price":0', '"price":1e400');
    const res = await request(catalog.app)
      .post('/artwork/new')
      .set(bearer(catalog.tokens.ana))
      .set('content-type', 'application/json')
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Price must be a number, like 1250 or 1250.50' });
  });

  it('when the body is not JSON, then 400 says so', async () => {
    const res = await request(catalog.app)
      .post('/artwork/new')
      .set(bearer(catalog.tokens.ana))
      .set('content-type', 'application/json')
      .send('{"title":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('when another artist’s upload is used as featured image, then it is refused', async () => {
    const bens = await uploadedImage(catalog, catalog.tokens.ben);
    const res = await publish({ ...valid(), featuredImage: bens });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Featured image must be an uploaded image' });
  });

  it('when a customer publishes, then 403 asks them to become an artist first, before any field is checked', async () => {
    const res = await publish({}, catalog.tokens.cleo);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Only artists can publish artworks; become an artist first' });
  });

  it('when an artist token names an account identity does not know as an artist, then 403', async () => {
    const stranger = await catalog.signer.sign({ sub: '44444444-4444-4444-8444-444444444444', role: 'user' }, 'easel');
    const mine = await uploadedImage(catalog, stranger);
    const res = await publish({ ...valid(), featuredImage: mine, gallery: [] }, stranger);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Only artists can publish artworks; become an artist first' });
  });

  it('when nobody is signed in, then 401', async () => {
    const res = await request(catalog.app).post('/artwork/new').send(valid());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it('when identity does not answer, then 503 asks to try again and nothing is published', async () => {
    const offline = await startCatalog({ IDENTITY_URL: await closedPortUrl() });
    try {
      const image = await uploadedImage(offline, offline.tokens.ana);
      const res = await request(offline.app)
        .post('/artwork/new')
        .set(bearer(offline.tokens.ana))
        .send({ ...valid(), featuredImage: image, gallery: [] });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'Your artist profile could not be read just now, please try again shortly' });
      expect((await request(offline.app).get('/artworks')).body.total).toBe(0);
    } finally {
      await offline.stop();
    }
  });

  it('when a PNG is uploaded and used, then listing shows the new artwork first', async () => {
    const image = await uploadedImage(catalog, catalog.tokens.ana);
    await publish({ ...valid(), title: 'Newest Of All', featuredImage: image }).expect(201);
    const { body } = await request(catalog.app).get('/artworks?limit=1').expect(200);
    expect(body.artworks[0]).toMatchObject({ slug: 'newest-of-all-ana-lee', featuredImage: image });
  });
});
