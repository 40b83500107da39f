/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { answerWith } from '@easel/ui/testing';
import { ContactPage } from '../src/features/contact/components/contact-page';

const open = () =>
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );

it("when /config.json answers, then the contact page uses the deployment's product name and support e-mail", async () => {
  answerWith({
    'GET /config.json': {
      status: 200,
      body: { productName: 'Atelier', supportEmail: 'help@atelier.example', googleClientId: null },
    },
  });
  open();
  const link = await screen.findByRole('link', { name: 'help@atelier.example' });
  expect(link.getAttribute('href')).toBe('mailto:help@atelier.example');
  expect(screen.getByText(/selling on Atelier/).textContent).toBe(
    'Questions about an order, an artwork, selling on Atelier or your account? Write to us, a person will answer.',
  );
});
