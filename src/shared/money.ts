import { z } from 'zod'

/** Largest single amount Hearth accepts anywhere: rent, deposit, fee or payment. */
export const MAX_DOLLARS = 1_000_000

/** Dollars on the wire become integer cents in the database; never do float arithmetic on money. */
export const toCents = (dollars: number): number => Math.round(dollars * 100)

/** An optional amount: no dollars stay no cents (null), rather than becoming $0. */
export const toCentsOrNull = (dollars: number | null | undefined): number | null =>
  dollars === null || dollars === undefined ? null : toCents(dollars)

export const fromCents = (cents: number | string | bigint | null | undefined): number =>
  cents === null || cents === undefined ? 0 : Number(cents) / 100

export const fromCentsOrNull = (
  cents: number | string | bigint | null | undefined,
): number | null => (cents === null || cents === undefined ? null : Number(cents) / 100)

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6

/** A dollar amount: finite, not negative, at most $1,000,000, at most 2 decimals. */
export const MoneySchema = z
  .number({ error: 'Enter an amount in dollars' })
  .finite('Enter an amount in dollars')
  .min(0, 'The amount cannot be negative')
  .max(MAX_DOLLARS, 'The amount cannot be over $1,000,000')
  .refine(hasAtMostTwoDecimals, 'Use at most 2 decimals (cents)')

/** A dollar amount that must be more than zero, such as a payment. */
export const PositiveMoneySchema = MoneySchema.refine(
  (value) => value > 0,
  'The amount must be more than $0',
)

export const formatMoney = (dollars: number): string =>
  dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' })
