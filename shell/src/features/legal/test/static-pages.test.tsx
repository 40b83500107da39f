/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { answerWith } from '@easel/ui/testing';
import { PrivacyPage } from '../components/privacy-page';
import { TermsPage } from '../components/terms-page';

const open = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

it.each([
  ['privacy', <PrivacyPage key="p" />, ['What we collect', 'Who sees it', 'Your rights']],
  [
    'terms',
    <TermsPage key="t" />,
    [
      'Accounts',
      'Listings',
      'Purchases',
      'Offers',
      'Commissions',
      'Fees',
      'Returns and refunds',
      'Intellectual property',
      'Community rules',
    ],
  ],
])(
  'when /config.json cannot be loaded, then the %s page has its sections and the fallback support e-mail',
  async (_name, page, sections) => {
    answerWith({});
    open(page);
    const contents = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(contents.map((link) => link.textContent)).toEqual(expect.arrayContaining(sections));
    for (const link of contents) expect(document.querySelector(link.getAttribute('href')!)).not.toBeNull();
    expect((await screen.findAllByRole('link', { name: 'support@easel.example' }))[0]?.getAttribute('href')).toBe(
      'mailto:support@easel.example',
    );
  },
);
