import { render, screen } from '@testing-library/react';
import { openApp } from '@easel/ui/src/testing/open-app';
import { communityApp } from '../src/app/community-app';
import Comments from '../src/exposed/comments';

it('when the page belongs to another team, then mf-community shows nothing', () => {
  openApp(communityApp, '/cart');
  expect(screen.queryByRole('heading')).toBeNull();
});

it('when an artwork page holds the comments slot, then it shows nothing until it is built', () => {
  const { container } = render(<Comments slug="quiet-thunder" />);
  expect(container.innerHTML).toBe('');
});
