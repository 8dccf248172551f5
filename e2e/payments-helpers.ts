import fs from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import type { Insertable, Kysely } from 'kysely'
import type { Database, LeasesTable } from '../src/server/db/schema'
import { insertLease, insertProperty } from '../tests/factories'
import { expect } from './fixtures'

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** A lease that started on the 1st two months ago at $1,500 a month: three rents are due. */
export const giveLease = async (
  db: Kysely<Database>,
  tenantId: string,
  overrides: Partial<Insertable<LeasesTable>> = {},
) => {
  const now = new Date()
  const property = await insertProperty(db, {
    name: 'Cedar Ridge Apartments',
    zelle_recipient: 'rent@cedarridge.example.com',
    owner_name: 'Linda Whitaker',
  })
  return insertLease(db, {
    tenant_id: tenantId,
    property_id: property.id,
    monthly_rent_cents: 150_000,
    start_date: isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1))),
    end_date: isoDay(new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), 0))),
    ...overrides,
  })
}

/** Picks an option of one of our Radix selects by the select's accessible name. */
export const chooseOption = async (page: Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** The bytes of a finished download. */
export const downloadedBytes = async (download: Download) =>
  fs.readFile((await download.path()) ?? '')

export const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first()

export const expectToast = async (page: Page, text: string) =>
  expect(toast(page, text)).toBeVisible()
