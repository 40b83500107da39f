import { act, fireEvent, render, screen } from '@testing-library/react';
import { registerInput, type RegisterInput } from '@easel/contracts';
import { FormField } from '../src/forms/form-field';
import { useContractForm } from '../src/forms/use-contract-form';

type Send = (input: RegisterInput) => Promise<string | void>;

function RegisterForm({ send }: { send: Send }) {
  const form = useContractForm(registerInput, { firstName: '', lastName: '', email: '', password: '' });
  return (
    <form onSubmit={form.submit(send)} noValidate aria-label="Register">
      <FormField label="First name" {...form.field('firstName')} />
      <FormField label="Last name" {...form.field('lastName')} />
      <FormField label="E-mail" type="email" {...form.field('email')} />
      <FormField label="Password" type="password" {...form.field('password')} />
      <button type="submit">Register</button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const descriptionOf = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

it('when a field holds a control character, then it shows the server’s message, the other fields keep theirs, and nothing is sent', async () => {
  const send = jest.fn<ReturnType<Send>, Parameters<Send>>();
  render(<RegisterForm send={send} />);
  type('First name', 'Cleo\u0007');
  type('E-mail', 'cleo@example.com');
  type('Password', 'correct-horse-1');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
  expect(descriptionOf('First name')).toEqual(['First name contains a character that is not allowed']);
  expect(descriptionOf('Last name')).toEqual(['Please enter your last name']);
  expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  expect(send).not.toHaveBeenCalled();
});

it('when the text is plain, with accents and emoji, then it is sent', async () => {
  const send = jest.fn<ReturnType<Send>, Parameters<Send>>().mockResolvedValue(undefined);
  render(<RegisterForm send={send} />);
  type('First name', 'Lucía 🎨');
  type('Last name', 'Herrera');
  type('E-mail', 'lucia@example.com');
  type('Password', 'correct-horse-1');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
  expect(send).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Lucía 🎨', lastName: 'Herrera' }));
});
