import { describe, expect, it } from 'vitest'
import {
  buildLedger,
  nextRentCharge,
  parsePeriod,
  periodOf,
  rentCharges,
  type LedgerLease,
  type LedgerPayment,
} from './ledger'

const lease = (overrides: Partial<LedgerLease> = {}): LedgerLease => ({
  id: 'lease-1',
  status: 'active',
  monthlyRentCents: 150_000,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  endedAt: null,
  rentDueDay: 1,
  prorateFirstMonth: false,
  ledgerStart: overrides.startDate ?? '2026-01-01',
  openingBalanceCents: 0,
  ...overrides,
})

let paymentSequence = 0
const payment = (overrides: Partial<LedgerPayment> = {}): LedgerPayment => ({
  id: `payment-${++paymentSequence}`,
  amountCents: 150_000,
  status: 'confirmed',
  createdAt: '2026-01-01T15:00:00.000Z',
  method: 'zelle',
  period: 'January 2026',
  ...overrides,
})

const dueDates = (charges: { dueDate: string }[]) => charges.map((c) => c.dueDate)

describe('rent charges', () => {
  it('charges each month on the due day from the lease start through today', () => {
    const charges = rentCharges(lease(), '2026-03-15')
    expect(dueDates(charges)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01'])
    expect(charges.map((c) => c.period)).toEqual(['January 2026', 'February 2026', 'March 2026'])
    expect(charges.every((c) => c.amountCents === 150_000 && !c.prorated)).toBe(true)
  })

  it('counts rent due today as owed, and nothing for a lease that has not started', () => {
    expect(dueDates(rentCharges(lease(), '2026-02-01'))).toEqual(['2026-01-01', '2026-02-01'])
    expect(
      rentCharges(lease({ status: 'pending', startDate: '2026-05-01' }), '2026-04-20'),
    ).toEqual([])
  })

  it('prorates a mid-month start: rent × days from the start day ÷ days in the month, due on moving in', () => {
    // 17 of March's 31 days (15th to 31st): 1,500 × 17 / 31 = 822.580… → $822.58.
    const [first, second] = rentCharges(
      lease({ startDate: '2026-03-15', prorateFirstMonth: true }),
      '2026-04-02',
    )
    expect(first).toMatchObject({
      dueDate: '2026-03-15',
      amountCents: 82_258,
      prorated: true,
      coversFrom: '2026-03-15',
    })
    expect(second).toMatchObject({ dueDate: '2026-04-01', amountCents: 150_000, prorated: false })
  })

  it('charges a mid-month start in full when the lease does not prorate', () => {
    const [first] = rentCharges(lease({ startDate: '2026-03-15' }), '2026-03-20')
    expect(first).toMatchObject({ dueDate: '2026-03-15', amountCents: 150_000, prorated: false })
  })

  it('moves a due day of 31 to the last day of shorter months, 28 or 29 February included', () => {
    const charges = rentCharges(lease({ rentDueDay: 31, startDate: '2026-01-01' }), '2026-04-30')
    expect(dueDates(charges)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30'])
    expect(
      dueDates(rentCharges(lease({ rentDueDay: 31, startDate: '2028-02-01' }), '2028-02-29')),
    ).toEqual(['2028-02-29'])
  })

  it('waits for a later due day in the month the tenant moves in', () => {
    expect(dueDates(rentCharges(lease({ rentDueDay: 5 }), '2026-01-04'))).toEqual([])
    expect(dueDates(rentCharges(lease({ rentDueDay: 5 }), '2026-02-05'))).toEqual([
      '2026-01-05',
      '2026-02-05',
    ])
  })

  it('stops an ended lease at its end date, and at the day it was ended when that came first', () => {
    const ended = lease({ status: 'ended', startDate: '2025-01-01', endDate: '2025-06-30' })
    expect(dueDates(rentCharges(ended, '2026-03-01'))).toHaveLength(6)
    const endedEarly = { ...ended, endedAt: '2025-03-31T17:00:00.000Z' }
    expect(dueDates(rentCharges(endedEarly, '2026-03-01'))).toEqual([
      '2025-01-01',
      '2025-02-01',
      '2025-03-01',
    ])
  })

  it('prorates the last, partial month of an ended lease that prorates, due by its last day', () => {
    // Moved out on April 10 with rent due on the 15th: 10 of April's 30 days, due April 10.
    const ended = lease({
      status: 'ended',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      endedAt: '2026-04-10T12:00:00.000Z',
      rentDueDay: 15,
      prorateFirstMonth: true,
    })
    expect(rentCharges(ended, '2026-06-01').at(-1)).toMatchObject({
      dueDate: '2026-04-10',
      amountCents: 50_000,
      prorated: true,
    })
  })

  it('keeps charging an active lease past its end date: the tenant holds over until an admin ends it', () => {
    const holdover = lease({ startDate: '2025-01-01', endDate: '2025-12-31' })
    expect(dueDates(rentCharges(holdover, '2026-02-10')).slice(-2)).toEqual([
      '2026-01-01',
      '2026-02-01',
    ])
  })

  it('finds the next charge after today, and none when the lease ends first', () => {
    expect(nextRentCharge([lease({ rentDueDay: 5 })], '2026-03-05')).toMatchObject({
      dueDate: '2026-04-05',
      amountCents: 150_000,
    })
    const ended = lease({ status: 'ended', endDate: '2026-03-31' })
    expect(nextRentCharge([ended], '2026-03-10')).toBeUndefined()
  })
})

describe('the ledger balance', () => {
  it('subtracts confirmed payments from the rent charged', () => {
    const ledger = buildLedger(
      [lease()],
      [payment(), payment({ createdAt: '2026-02-02T10:00:00Z', period: 'February 2026' })],
      '2026-03-10',
    )
    expect(ledger).toMatchObject({
      chargedCents: 450_000,
      paidCents: 300_000,
      pendingCents: 0,
      balanceCents: 150_000,
    })
    expect(ledger.entries.map((e) => [e.type, e.date, e.balanceCents])).toEqual([
      ['charge', '2026-01-01', 150_000],
      ['payment', '2026-01-01', 0],
      ['charge', '2026-02-01', 150_000],
      ['payment', '2026-02-02', 0],
      ['charge', '2026-03-01', 150_000],
    ])
  })

  it('lists a pending payment without counting it until it is confirmed', () => {
    const pending = payment({ status: 'pending' })
    const ledger = buildLedger([lease()], [pending], '2026-01-20')
    expect(ledger).toMatchObject({ balanceCents: 150_000, pendingCents: 150_000, paidCents: 0 })
    expect(ledger.entries.at(-1)).toMatchObject({
      type: 'payment',
      status: 'pending',
      balanceCents: 150_000,
    })
    expect(
      buildLedger([lease()], [{ ...pending, status: 'confirmed' }], '2026-01-20').balanceCents,
    ).toBe(0)
  })

  it('ignores rejected payments', () => {
    const ledger = buildLedger([lease()], [payment({ status: 'rejected' })], '2026-01-20')
    expect(ledger.balanceCents).toBe(150_000)
    expect(ledger.entries.map((e) => e.type)).toEqual(['charge'])
  })

  it('shows an overpayment as a credit: a negative balance', () => {
    const ledger = buildLedger([lease()], [payment({ amountCents: 155_000 })], '2026-01-20')
    expect(ledger.balanceCents).toBe(-5_000)
  })

  it('adds the charges of every lease the tenant had: a renewal after an ended lease', () => {
    const old = lease({
      id: 'old',
      status: 'ended',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    })
    const renewal = lease({ id: 'new', startDate: '2026-01-01', monthlyRentCents: 160_000 })
    const ledger = buildLedger([old, renewal], [], '2026-02-01')
    expect(ledger.chargedCents).toBe(12 * 150_000 + 2 * 160_000)
  })
})

describe('payment periods', () => {
  it("reads 'Month Year' and nothing else", () => {
    expect(parsePeriod('March 2025')).toEqual({ year: 2025, month: 2 })
    for (const bad of [
      'march 2025',
      'March',
      '2025-03',
      'Marchy 2025',
      'March 25',
      ' March 2025',
      'March 1999',
    ]) {
      expect(parsePeriod(bad)).toBeUndefined()
    }
    expect(periodOf('2026-12-05')).toBe('December 2026')
  })
})

describe('ledger start and opening balance', () => {
  it('charges rent only from the first due date on or after the ledger start', () => {
    const imported = lease({ startDate: '2025-03-01', endDate: null, ledgerStart: '2026-03-18' })
    expect(rentCharges(imported, '2026-03-18')).toEqual([])
    expect(rentCharges(imported, '2026-04-01').map((c) => c.dueDate)).toEqual(['2026-04-01'])
  })

  it('charges a due date that falls on the ledger start', () => {
    const imported = lease({ startDate: '2025-03-01', endDate: null, ledgerStart: '2026-04-01' })
    expect(rentCharges(imported, '2026-04-01').map((c) => c.period)).toEqual(['April 2026'])
  })

  it('starts the balance at the opening balance, as an entry on the ledger start', () => {
    const imported = lease({
      startDate: '2025-03-01',
      endDate: null,
      ledgerStart: '2026-03-18',
      openingBalanceCents: 32_050,
    })
    const ledger = buildLedger([imported], [], '2026-04-01')
    expect(ledger.entries.map((e) => [e.type, e.date, e.amountCents, e.balanceCents])).toEqual([
      ['opening', '2026-03-18', 32_050, 32_050],
      ['charge', '2026-04-01', 150_000, 182_050],
    ])
    expect(ledger.balanceCents).toBe(182_050)
  })

  it('counts a credit as a negative opening balance, and nothing before the ledger start', () => {
    const credit = lease({ ledgerStart: '2026-03-18', openingBalanceCents: -4_000 })
    expect(buildLedger([credit], [], '2026-03-17').balanceCents).toBe(0)
    expect(buildLedger([credit], [], '2026-03-18').balanceCents).toBe(-4_000)
  })
})
