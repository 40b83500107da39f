import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../src/micro-frontend/route-guard';

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouteGuard>
        <Routes>
          <Route path="/profile" element={<p>Profile page</p>} />
          <Route path="/login" element={<p>Login page</p>} />
          <Route path="/register" element={<p>Register page</p>} />
          <Route path="/publish" element={<p>Publish page</p>} />
        </Routes>
      </RouteGuard>
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.clear());

it('when a visitor opens /profile, then the login page shows', () => {
  open('/profile');
  expect(screen.getByText(/ page$/).textContent).toBe('Login page');
});

it('when a visitor opens /publish, then the register page shows', () => {
  open('/publish');
  expect(screen.getByText(/ page$/).textContent).toBe('Register page');
});

it('when a logged-in user opens /profile, then the profile shows', () => {
  localStorage.setItem('token', 't');
  open('/profile');
  expect(screen.getByText(/ page$/).textContent).toBe('Profile page');
});
