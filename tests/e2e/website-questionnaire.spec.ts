import { expect, test } from '../support/test';
import { admin } from '../support/accounts';
import { signIn } from '../support/session';

// Website 4 (Arena Sport) speaks English and German; its questionnaire (Registration → Compliance)
// has the 4 seeded questions with English as the fallback language.

test('admin adds a RADIO question with a dependency, switches the fallback language, saves and sees it after reload', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/websites/4');
  await page.getByRole('tab', { name: 'Registration' }).click();
  await page.getByRole('tab', { name: 'Compliance' }).click();
  const questionnaire = page.getByRole('group', { name: 'Questionnaire' });
  await expect(questionnaire.getByRole('region', { name: 'Question 4' })).toBeVisible();

  await questionnaire.getByRole('button', { name: 'Add question' }).click();
  const added = questionnaire.getByRole('region', { name: 'Question 5' });
  await added.getByLabel('Question 5 type').selectOption('RADIO');
  await added.getByLabel('Question 5 text').fill('How often do you bet?');
  await added.getByRole('button', { name: 'Add answer to question 5' }).click();
  await added.getByLabel('Question 5 answer 1 message').fill('Every day');
  await added.getByLabel('Question 5 answer 1 dependency').selectOption({ label: 'Question 1: What is your occupation?' });
  // A RADIO question needs its texts in every language before Submit is possible.
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  await questionnaire.getByRole('tab', { name: /German/ }).click();
  const german = questionnaire.getByRole('region', { name: 'Question 5' });
  await german.getByLabel('Question 5 text').fill('Wie oft wetten Sie?');
  await german.getByLabel('Question 5 answer 1 message').fill('Jeden Tag');

  // Make German the fallback language: the editor asks first.
  await questionnaire.getByRole('switch', { name: 'Fallback language' }).click({ force: true });
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Are you sure you want to change the fallback language?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(questionnaire.getByRole('tab', { name: /German.*Fallback/ })).toBeVisible();

  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Configuration saved successfully')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('group', { name: 'Questionnaire' });
  await expect(reloaded.getByRole('tab', { name: /German.*Fallback/ })).toBeVisible();
  await reloaded.getByRole('tab', { name: /English/ }).click();
  const again = reloaded.getByRole('region', { name: 'Question 5' });
  await expect(again.getByLabel('Question 5 type')).toHaveValue('RADIO');
  await expect(again.getByLabel('Question 5 text')).toHaveValue('How often do you bet?');
  await expect(again.getByLabel('Question 5 answer 1 dependency')).toHaveValue('1');
});
