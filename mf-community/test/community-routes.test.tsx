import { render, screen } from '@testing-library/react';
import { openApp } from '@easel/ui/src/testing/open-app';
import { communityApp } from '../src/app/community-app';
import Comments from '../src/exposed/comments';
import PulseRank from '../src/exposed/pulse-rank';

it('when a visitor opens /art2/{id}, then the featured art page says what it will hold, without internal names', () => {
  openApp(communityApp, '/art2/quiet-thunder');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Featured art');
  expect(screen.getByText('An artwork of The Weekly Pulse, with its place and its votes.')).toBeInstanceOf(HTMLParagraphElement);
  expect(document.body.textContent).not.toMatch(/mf-/);
});

it('when the page belongs to another team, then mf-community shows nothing', () => {
  openApp(communityApp, '/cart');
  expect(screen.queryByRole('heading')).toBeNull();
});

it('when an artwork page holds the comments and pulse-rank slots, then they show nothing until they are built', () => {
  const { container } = render(
    <>
      <Comments slug="quiet-thunder" />
      <PulseRank slug="quiet-thunder" />
    </>,
  );
  expect(container.innerHTML).toBe('');
});
