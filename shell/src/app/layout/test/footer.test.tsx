import { fireEvent, screen, within } from '@testing-library/react';
import { Footer } from '../components/footer';
import { artist, renderFrame, resetPage, signIn } from './render-header';

beforeEach(resetPage);

const footer = () => within(screen.getByRole('contentinfo'));
const hrefOf = (name: string) => footer().getByRole('link', { name }).getAttribute('href');

it('when the footer shows, then its columns are Gallery, For Artists and About with their links', () => {
  renderFrame(<Footer />);
  expect(
    footer()
      .getAllByRole('heading')
      .map((heading) => heading.textContent),
  ).toEqual(['Gallery', 'For Artists', 'About']);
  expect(hrefOf('Home')).toBe('/');
  expect(hrefOf('The Weekly Pulse')).toBe('/#WeeklyPulse');
  expect(hrefOf('Contact Us')).toBe('/contact');
  expect(hrefOf('Overview')).toBe('/artists');
  expect(hrefOf('Register')).toBe('/register');
  expect(hrefOf('Why Easel')).toBe('/#Aboutus');
  expect(hrefOf('Instagram')).toBe('https://www.instagram.com/easel/');
  expect(hrefOf('Easel on Instagram')).toBe('https://www.instagram.com/easel/');
  expect(hrefOf('Easel on Pinterest')).toBe('https://www.pinterest.com/easel/');
  expect(hrefOf('Easel on Facebook')).toBe('https://www.facebook.com/easel');
  expect(footer().getByText(/Original art, straight from the studio/).textContent).toBe(
    'Original art, straight from the studio. Discover it, vote for it, collect it.',
  );
});

it('when Terms of Service or Privacy Policy is followed, then it opens in a new tab', () => {
  renderFrame(<Footer />);
  for (const [name, href] of [
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
  ]) {
    const link = footer().getByRole('link', { name });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      href,
      '_blank',
      'noopener',
    ]);
  }
});

it('when a visitor presses Submit Art, then the publish flag is set and it leads to /register?publish=true', () => {
  renderFrame(<Footer />);
  const submit = footer().getByRole('link', { name: 'Submit Art' });
  expect(submit.getAttribute('href')).toBe('/register?publish=true');
  fireEvent.click(submit);
  expect(localStorage.getItem('publish')).toBe('true');
});

it('when a logged-in user presses Submit Art, then the publish flag is set and it leads to /publish', () => {
  signIn(artist);
  renderFrame(<Footer />);
  const submit = footer().getByRole('link', { name: 'Submit Art' });
  expect(submit.getAttribute('href')).toBe('/publish');
  fireEvent.click(submit);
  expect(localStorage.getItem('publish')).toBe('true');
});
