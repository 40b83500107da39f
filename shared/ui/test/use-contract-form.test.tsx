import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { loginInput, registerInput, type LoginInput } from '@easel/contracts';
import { FormField } from '../src/forms/form-field';
import { FormMessage } from '../src/forms/form-message';
import { SubmitButton } from '../src/forms/submit-button';
import { useContractForm } from '../src/forms/use-contract-form';

type Send = (input: LoginInput) => Promise<string | void>;

const withFirstName = loginInput.extend({ firstName: registerInput.shape.firstName.optional() });

/** A login form as the account pages build it; "Add your name" puts a field above the others, registered last. */
function LoginForm({ send }: { send: Send }) {
  const form = useContractForm(withFirstName, { email: '', password: '' });
  const [withName, setWithName] = useState(false);
  return (
    <form onSubmit={form.submit(send)} noValidate aria-label="Log in">
      {form.failure && <FormMessage>{form.failure}</FormMessage>}
      {withName && <FormField label="First name" {...form.field('firstName')} />}
      <FormField label="E-mail" type="email" {...form.field('email')} />
      <FormField label="Password" type="password" hint="At least 8 characters." {...form.field('password')} />
      <button type="button" onClick={() => setWithName(true)}>
        Add your name
      </button>
      <SubmitButton pending={form.pending} pendingLabel="Logging in...">
        Log in
      </SubmitButton>
    </form>
  );
}

function SimpleLogin({ send }: { send: Send }) {
  const form = useContractForm(loginInput, { email: '', password: '' });
  return (
    <form onSubmit={form.submit(send)} noValidate aria-label="Log in">
      {form.failure && <FormMessage>{form.failure}</FormMessage>}
      <FormField label="E-mail" type="email" {...form.field('email')} />
      <FormField label="Password" type="password" {...form.field('password')} />
      <SubmitButton pending={form.pending} pendingLabel="Logging in...">
        Log in
      </SubmitButton>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const logIn = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
const descriptionOf = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

it("when the form is sent empty, then each field shows the contract's own message, tied to it, and nothing is sent", async () => {
  const send = jest.fn<ReturnType<Send>, Parameters<Send>>();
  render(<SimpleLogin send={send} />);
  logIn();
  expect(await screen.findByText('Please enter your e-mail')).toBeInstanceOf(HTMLParagraphElement);
  expect(descriptionOf('E-mail')).toEqual(['Please enter your e-mail']);
  expect(descriptionOf('Password')).toEqual(['Please enter your password']);
  expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  expect(send).not.toHaveBeenCalled();
});

it('when the values pass, then the input the contract read (trimmed, lower case) is sent', async () => {
  const send = jest.fn<ReturnType<Send>, Parameters<Send>>().mockResolvedValue(undefined);
  render(<SimpleLogin send={send} />);
  type('E-mail', ' Ana@Example.com ');
  type('Password', 'secret-1234');
  await act(async () => logIn());
  expect(send).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret-1234' });
});

it('when several fields are refused, then the first in page order takes the focus, even when it was added last', async () => {
  render(<LoginForm send={jest.fn()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Add your name' }));
  type('E-mail', 'not-an-address');
  logIn();
  await screen.findByText('Please enter a valid e-mail address');
  expect(descriptionOf('First name')).toEqual(['Please enter your first name']);
  expect(document.activeElement).toBe(screen.getByLabelText('First name'));
});

it('when the form is sent again while the first is on its way, then it is sent once and the button says "Logging in..."', async () => {
  let settle!: (refusal: string | void) => void;
  const send = jest.fn<ReturnType<Send>, Parameters<Send>>(() => new Promise((resolve) => (settle = resolve)));
  render(<SimpleLogin send={send} />);
  type('E-mail', 'ana@example.com');
  type('Password', 'secret-1234');
  logIn();
  const button = await screen.findByRole('button', { name: 'Logging in...' });
  expect((button as HTMLButtonElement).disabled).toBe(true);
  fireEvent.submit(screen.getByRole('form', { name: 'Log in' }));
  fireEvent.submit(screen.getByRole('form', { name: 'Log in' }));
  await act(async () => settle());
  expect(send).toHaveBeenCalledTimes(1);
  expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(false);
});

it('when the server refuses, then its message shows beside the form and every value stays', async () => {
  render(<SimpleLogin send={() => Promise.resolve('Wrong e-mail or password')} />);
  type('E-mail', 'ana@example.com');
  type('Password', 'wrong-password');
  logIn();
  expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password');
  expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.com');
  expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong-password');
});

it("when a refused field is edited, then its message goes and the others' stay until the next submit", async () => {
  render(<SimpleLogin send={jest.fn()} />);
  logIn();
  await screen.findByText('Please enter your e-mail');
  type('E-mail', 'a');
  expect(screen.queryByText('Please enter your e-mail')).toBeNull();
  expect(screen.queryByText('Please enter a valid e-mail address')).toBeNull();
  expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
  expect(descriptionOf('Password')).toEqual(['Please enter your password']);
});
