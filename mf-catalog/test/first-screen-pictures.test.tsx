import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ArtworkCard as Artwork } from '@easel/contracts';
import { artworkCard as art, artworkDetail } from './artwork-fixture';

// The first screen's state lasts a page: each test loads the card afresh (with the one React the renderer uses).
let ArtworkCard: typeof import('../src/shared/components/artwork-card').ArtworkCard;
let GalleryMedia: typeof import('../src/features/artwork/components/gallery-media').GalleryMedia;
let AboutTheArt: typeof import('../src/features/artwork/components/about-the-art').AboutTheArt;
let AfterFirstScreenPictures: typeof import('../src/shared/first-screen').AfterFirstScreenPictures;
let ArtistList: typeof import('../src/shared/components/artist-list').ArtistList;
beforeEach(async () => {
  const react: unknown = jest.requireActual('react');
  await jest.isolateModulesAsync(async () => {
    jest.doMock('react', () => react);
    ({ ArtworkCard } = await import('../src/shared/components/artwork-card'));
    ({ GalleryMedia } = await import('../src/features/artwork/components/gallery-media'));
    ({ AboutTheArt } = await import('../src/features/artwork/components/about-the-art'));
    ({ AfterFirstScreenPictures } = await import('../src/shared/first-screen'));
    ({ ArtistList } = await import('../src/shared/components/artist-list'));
  });
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const work = (slug: string, title: string): Artwork => ({ ...art(), slug, title });
const picture = (title: string) => screen.queryByRole('img', { name: new RegExp(`^${title} by`) });
const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

function page() {
  render(
    <>
      <ArtworkCard art={work('first', 'First')} load="first" />
      <ArtworkCard art={work('below', 'Below')} load="lazy" />
    </>,
  );
}

it('when the first screen’s picture is still loading, then a picture below it waits, and comes once that one has arrived', () => {
  page();
  expect(picture('First')?.getAttribute('loading')).toBe('eager');
  wait(1000);
  expect(picture('Below')).toBeNull();
  fireEvent.load(picture('First')!);
  expect(picture('Below')?.getAttribute('loading')).toBe('lazy');
});

it('when an artwork’s main picture is loading, then the cards below it wait for it', () => {
  render(
    <>
      <GalleryMedia
        item={{ url: '/api/media/main.jpg', shape: { width: 1200, height: 800, colour: null } }}
        alt="Quiet Thunder (1 of 1)"
        main
      />
      <ArtworkCard art={work('similar', 'Similar')} load="lazy" />
    </>,
  );
  wait(1000);
  expect(picture('Similar')).toBeNull();
  fireEvent.load(screen.getByRole('img', { name: 'Quiet Thunder (1 of 1)' }));
  expect(picture('Similar')).not.toBeNull();
});

it('when an artwork’s main picture is loading, then the artist’s About picture below waits for it, its box held', () => {
  const about = artworkDetail();
  const { container } = render(
    <>
      <GalleryMedia
        item={{ url: '/api/media/main.jpg', shape: { width: 1200, height: 800, colour: null } }}
        alt="Quiet Thunder (1 of 1)"
        main
      />
      <AboutTheArt
        art={{ ...about, user: { ...about.user, artistPage: { about: { img: '/api/media/about.jpg' } } } }}
      />
    </>,
  );
  wait(1000);
  expect(screen.queryByRole('img', { name: 'Mara Okafor in the studio' })).toBeNull();
  expect(container.querySelector('div.cat-about-art__image')).not.toBeNull();
  fireEvent.load(screen.getByRole('img', { name: 'Quiet Thunder (1 of 1)' }));
  expect(screen.getByRole('img', { name: 'Mara Okafor in the studio' }).getAttribute('src')).toBe(
    '/api/media/about.jpg?w=800',
  );
  expect(container.querySelector('div.cat-about-art__image')).toBeNull();
});

it('when an artwork’s main picture is loading, then the other teams’ widgets beside it wait for it', () => {
  render(
    <>
      <GalleryMedia
        item={{ url: '/api/media/main.jpg', shape: { width: 1200, height: 800, colour: null } }}
        alt="Quiet Thunder (1 of 1)"
        main
      />
      <AfterFirstScreenPictures>
        <p>#3 in the Weekly Pulse</p>
      </AfterFirstScreenPictures>
    </>,
  );
  wait(1000);
  expect(screen.queryByText('#3 in the Weekly Pulse')).toBeNull();
  fireEvent.load(screen.getByRole('img', { name: 'Quiet Thunder (1 of 1)' }));
  expect(screen.getByText('#3 in the Weekly Pulse').tagName).toBe('P');
});

it('when the first screen’s picture fails, then the pictures below it come all the same', () => {
  page();
  fireEvent.error(picture('First')!);
  wait(250);
  expect(picture('Below')).not.toBeNull();
});

it('when the first screen’s picture never arrives, then the pictures below it come after 3 s', () => {
  page();
  wait(2900);
  expect(picture('Below')).toBeNull();
  wait(100);
  expect(picture('Below')).not.toBeNull();
});

it('when a page has no picture in its first screen, then the pictures below come after a moment', () => {
  render(<ArtworkCard art={work('below', 'Below')} load="lazy" />);
  expect(picture('Below')).toBeNull();
  wait(250);
  expect(picture('Below')).not.toBeNull();
});

it('when the pictures below were let through once, then a later page draws its own at once', () => {
  page();
  fireEvent.load(picture('First')!);
  render(<ArtworkCard art={work('later', 'Later')} load="lazy" />);
  expect(picture('Later')).not.toBeNull();
});

it('when the page’s first picture is loading, then the rest of its first screen waits for it, counted in all the while', () => {
  render(
    <>
      <ArtworkCard art={work('first', 'First')} load="first" />
      <ArtworkCard art={work('beside', 'Beside')} load="eager" />
      <ArtworkCard art={work('below', 'Below')} load="lazy" />
    </>,
  );
  wait(1000);
  expect(picture('Beside')).toBeNull();
  fireEvent.load(picture('First')!);
  expect(picture('Beside')?.getAttribute('loading')).toBe('eager');
  // The first screen is not over until the picture beside the first has arrived too.
  wait(1000);
  expect(picture('Below')).toBeNull();
  fireEvent.load(picture('Beside')!);
  expect(picture('Below')).not.toBeNull();
});

it('when home’s featured artists come before the first screen’s picture has arrived, then their covers wait for it, their boxes held', () => {
  const artist = {
    slug: 'mara-okafor',
    artistName: 'Mara Okafor',
    avatar: null,
    count: 3,
    featuredImage: '/api/media/cover.jpg',
  };
  const { container } = render(
    <>
      <ArtworkCard art={work('first', 'First')} load="first" />
      <ArtistList artists={[artist]} label="Featured artists" belowTheFold />
      <ArtistList artists={[{ ...artist, slug: 'on-artists' }]} label="Artists" />
    </>,
  );
  const covers = () =>
    [...container.querySelectorAll('.cat-artist__cover')].map(
      (cover) => `${cover.tagName} ${cover.getAttribute('src') ?? ''}`,
    );
  wait(1000);
  expect(covers()).toEqual(['SPAN ', 'IMG /api/media/cover.jpg?w=400']);
  fireEvent.load(picture('First')!);
  expect(covers()).toEqual(['IMG /api/media/cover.jpg?w=400', 'IMG /api/media/cover.jpg?w=400']);
});
