import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithMantine } from '../../test/render';
import { signIn } from './auth-requests';
import { LoginScreen } from './login-screen';

jest.mock('./auth-requests', () => ({ signIn: jest.fn(), activate: jest.fn() }));
const signInMock = jest.mocked(signIn);

function renderLogin(path = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginScreen /> },
      { path: '/activate', element: <p>Activation step</p> },
      { path: '/home/*', element: <p>Signed in</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithMantine(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => signInMock.mockReset());

it('asks for both fields and a plausible email before sending anything', async () => {
  const user = userEvent.setup();
  renderLogin();
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(screen.getByText('The email is required')).toBeInTheDocument();
  expect(screen.getByText('The password is required')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@example');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(screen.getByText('Invalid email')).toBeInTheDocument();
  expect(signInMock).not.toHaveBeenCalled();
});

it('a first sign-in goes on to the activation step with the trimmed email', async () => {
  const user = userEvent.setup();
  signInMock.mockResolvedValue({ status: 'ACTIVATION_REQUIRED', userErrors: [] } as never);
  const router = renderLogin();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), ' admin@example.com ');
  await user.type(screen.getByLabelText('Password'), 'Admin123!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Activation step')).toBeInTheDocument();
  expect(signInMock).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'Admin123!' });
  expect(router.state.location.search).toBe('?email=admin%40example.com');
});

it("shows the gateway's refusal under its field, and the visitor goes back where they were sent from once signed in", async () => {
  const user = userEvent.setup();
  signInMock.mockResolvedValueOnce({ status: null, userErrors: [{ field: 'password', message: 'Invalid credentials' }] } as never);
  signInMock.mockResolvedValueOnce({ status: 'SIGNED_IN', userErrors: [] } as never);
  const router = renderLogin('/login?next=%2Fhome%2Fusers');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Signed in')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/home/users'));
});
