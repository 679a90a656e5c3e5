import type { Page } from '@playwright/test'

/** Fills /ContactUs with a valid request (a college asking for the NCLEX-RN question bank). */
export async function fillContactForm(page: Page) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace Lee')
  await page
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill('grace.lee@lakeshore.example')
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('+1 (416) 555-0100')
  await page
    .getByRole('textbox', { name: 'Institution Name', exact: true })
    .fill('Lakeshore College')
  await page.getByRole('combobox', { name: 'Product Name' }).selectOption('NCLEX-RN Question Bank')
  await page.getByRole('radio', { name: '101-500' }).check()
}
