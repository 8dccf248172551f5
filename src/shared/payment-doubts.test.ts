import { describe, expect, it } from 'vitest'
import { paymentDoubts } from './payment-doubts'

const lease = { monthlyRent: 1500, ledgerStart: '2026-03-18', leaseEnd: '2027-02-28' }

describe('paymentDoubts', () => {
  it('has none for a month of rent within the books and the term', () => {
    expect(paymentDoubts({ amount: 1500, period: 'March 2026' }, lease)).toEqual([])
    expect(paymentDoubts({ amount: 4500, period: 'February 2027' }, lease)).toEqual([])
  })

  it('asks about more than three months of rent', () => {
    expect(paymentDoubts({ amount: 4500.01, period: 'April 2026' }, lease)).toEqual([
      '$4,500.01 is more than 3 months of rent ($1,500.00 a month).',
    ])
  })

  it('asks about a month before the books start and after the lease ends', () => {
    expect(paymentDoubts({ amount: 1500, period: 'February 2026' }, lease)).toEqual([
      'February 2026 is before March 2026, when the records of your lease start.',
    ])
    expect(paymentDoubts({ amount: 1500, period: 'March 2027' }, lease)).toEqual([
      'March 2027 is after your lease ends in February 2027.',
    ])
  })

  it('gives every reason at once, and none it cannot know', () => {
    expect(paymentDoubts({ amount: 1_000_000, period: 'January 2020' }, lease)).toHaveLength(2)
    const unknown = { monthlyRent: null, ledgerStart: null, leaseEnd: null }
    expect(paymentDoubts({ amount: 1_000_000, period: 'January 2020' }, unknown)).toEqual([])
  })
})
