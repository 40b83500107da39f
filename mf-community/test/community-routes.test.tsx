import { screen } from '@testing-library/react';
import { openApp } from '@easel/ui/testing';
import { communityApp } from '../src/app/community-app';

it('when the page belongs to another team, then mf-community shows nothing', () => {
  openApp(communityApp, '/cart');
  expect(screen.queryByRole('heading')).toBeNull();
});
