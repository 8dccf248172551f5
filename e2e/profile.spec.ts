import { expect, signInAsTenant, test } from './fixtures'

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('status').filter({ hasText: text })

test('editing the profile: Cancel Changes discards, Save Changes keeps', async ({
  page,
  signedUpTenant,
}) => {
  await signInAsTenant(page, signedUpTenant)
  await page.goto('/profile')
  await expect(page.getByText('Lease Start')).toBeVisible()
  await expect(page.getByText('N/A').first()).toBeVisible()

  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await expect(page.getByLabel('First Name')).toHaveValue('Priya')
  await page.getByLabel('First Name').fill('Temporary')
  await page.getByRole('button', { name: 'Cancel Changes' }).click()
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible()
  await expect(page.getByLabel('First Name')).toBeHidden()
  await expect(page.getByText('Temporary')).toBeHidden()

  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await expect(page.getByLabel('First Name')).toHaveValue('Priya')
  await page.getByLabel('First Name').fill('Priyanka')
  await page.getByLabel('Phone').fill('(555) 777-0101')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'Profile updated')).toBeVisible()
  await expect(page.getByText('(555) 777-0101')).toBeVisible()
  // The sidebar's name follows the saved profile.
  await expect(page.getByText('Priyanka Shah').first()).toBeVisible()
})

test('an email another account uses is refused next to the field', async ({
  page,
  signedUpTenant,
  newTenant,
}) => {
  const other = await newTenant()
  await signInAsTenant(page, signedUpTenant)
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await page.getByLabel('Email').fill(other.email)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'Failed to update profile. Please try again.')).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Another account already uses this email address.' }),
  ).toBeVisible()
})

test('adding and deleting an emergency contact', async ({ page, signedUpTenant }) => {
  await signInAsTenant(page, signedUpTenant)
  await page.goto('/profile')
  await expect(page.getByText('No emergency contacts yet')).toBeVisible()

  await page.getByRole('button', { name: 'Add Contact' }).click()
  await page.getByRole('button', { name: 'Add Contact' }).click()
  await expect(toast(page, 'Missing information')).toBeVisible()
  await expect(toast(page, 'Please fill in all fields for the emergency contact.')).toBeVisible()

  await page.getByLabel('Name').fill('Ravi Shah')
  await page.getByLabel('Relationship').fill('Brother')
  await page.getByLabel('Phone').fill('(555) 300-4400')
  await page.getByRole('button', { name: 'Add Contact' }).click()
  await expect(toast(page, 'Contact added')).toBeVisible()
  const contact = page
    .getByRole('list', { name: 'Emergency contacts' })
    .getByRole('listitem')
    .filter({ hasText: 'Ravi Shah' })
  await expect(contact).toContainText('Brother')
  await expect(contact.getByRole('link', { name: '(555) 300-4400' })).toHaveAttribute(
    'href',
    'tel:5553004400',
  )

  await contact.getByRole('button', { name: 'Delete Ravi Shah' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Contact' }).click()
  await expect(toast(page, 'Contact deleted')).toBeVisible()
  await expect(page.getByText('No emergency contacts yet')).toBeVisible()
})

test('notification toggles change only in edit mode and save at once', async ({
  page,
  signedUpTenant,
}) => {
  await signInAsTenant(page, signedUpTenant)
  await page.goto('/profile')
  const sms = page.getByRole('switch', { name: 'SMS notifications' })
  await expect(sms).not.toBeChecked()
  await expect(page.getByRole('switch', { name: 'Payment reminders' })).toBeChecked()
  await expect(sms).toBeDisabled()

  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await sms.click()
  await expect(toast(page, 'Preferences updated')).toBeVisible()
  await expect(sms).toBeChecked()

  await page.reload()
  await expect(page.getByRole('switch', { name: 'SMS notifications' })).toBeChecked()
  await expect(page.getByRole('switch', { name: 'SMS notifications' })).toBeDisabled()
})
