import { expect, test } from '../support/test';
import { admin, manager } from '../support/accounts';
import { latestCode } from '../support/emulator';
import { signIn } from '../support/session';

test.describe('signing in', () => {
  test('a new browser activates with the mailed code, lands on the screen it asked for, and signs in again without a code', async ({
    page,
  }) => {
    await page.goto('/home/all-users');
    await expect(page).toHaveURL(/\/login\?next=%2Fhome%2Fall-users$/);

    // Sign-in and activation carry the asked-for screen through.
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/activate\?email=.*&next=%2Fhome%2Fall-users$/);
    await page.getByLabel('Activation code').fill(await latestCode(admin.email));
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page).toHaveURL(/\/home\/all-users$/);
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The browser stays activated across sign-outs: no second code.
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Websites' })).toBeVisible();
  });

  test('a wrong password is refused with the upstream message and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid credentials');
    await expect(page.getByLabel('Email')).toHaveValue(admin.email);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('login and activation forms show the spec messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('The email is required')).toBeVisible();
    await expect(page.getByText('The password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();

    await page.getByLabel('Email').fill(manager.email);
    await page.getByLabel('Password').fill(manager.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/activate\?email=/);
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByText('Token is required')).toBeVisible();
    await page.getByLabel('Activation code').fill('ZZZZ');
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByLabel('Activation code').fill(await latestCode(manager.email));
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page).toHaveURL(/\/home\/websites$/);
  });
});

test.describe('guards and redirects', () => {
  test('signed out, every page leads to login', async ({ page }) => {
    for (const path of ['/', '/home', '/nowhere']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    // A screen's address is remembered for after signing in.
    await page.goto('/home/websites');
    await expect(page).toHaveURL(/\/login\?next=%2Fhome%2Fwebsites$/);
  });

  test('signed in, login, the root and unknown paths lead to websites', async ({ page }) => {
    await signIn(page, admin);
    for (const path of ['/login', '/', '/home', '/nowhere']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home\/websites$/);
    }
  });

  test('a manager opening the users screen is sent home and told why', async ({ page }) => {
    await signIn(page, manager);
    await page.goto('/home/all-users');
    await expect(page).toHaveURL(/\/home\/websites$/);
    await expect(page.getByText('You do not have permission to open Users.')).toBeVisible();
  });
});
