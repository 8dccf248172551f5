import { dt, moneyWords, ordinal, person, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, pageNumbers, sign } from '../parts'

type V = {
  lessor: string
  lessorDesc: string
  lessorAddr: string
  tenants: { p: Person; phone: string; email: string }[]
  occupants: { p: Person; age: number }[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  petRent: number | null
  renewal: number
  payee: string
  payAt: string
  signed: string
  notes: string[]
}

const dayOf = (iso: string) => {
  const d = dt(iso)
  return `${ordinal(d.day)} day of ${d.month}, ${d.year}`
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 66, size: 9.6 })
  const { p } = k
  k.centre('LEASE', 16)
  k.gap(6)
  const P = (s: string) => p(s, { firstIndent: 24, after: 5, leading: 1.42 })
  P(
    `THIS LEASE is made the ${dayOf(v.signed)}, by and between ${v.lessor}, ${v.lessorDesc}, whose post office address is ${v.lessorAddr}, hereinafter called the LESSOR, and ${andList(v.tenants.map((t) => t.p.full))}, hereinafter called the LESSEES.`,
  )
  k.centre('WITNESSETH:', 10)
  P(
    `1. PREMISES. The Lessor, in consideration of the rents and covenants herein, leases to the Lessees the dwelling known as ${v.premises}, for use as a private residence by the Lessees` +
      (v.occupants.length
        ? ` and the following minor children of the Lessees, who are occupants and not parties: ${v.occupants.map((o) => `${o.p.full}, age ${o.age}`).join('; ')}.`
        : ' only.'),
  )
  P(
    `2. TERM. The term of this Lease commences on the ${dayOf(v.start)}, and terminates on the ${dayOf(v.end)}.`,
  )
  P(
    `3. RENT. The Lessees shall pay to the Lessor as rent the sum of ${moneyWords(v.rent, 'upper')} per month, payable in advance upon the first day of each month. Rent shall be paid by check, cashier\u2019s check or money order payable to ${v.payee}, delivered or mailed to ${v.payAt}.`,
  )
  P(
    '4. TIMELY PAYMENT. Rent is timely if it is postmarked or delivered no later than the third (3rd) day of the month. Rent arriving after that day is late, and the Lessees shall pay a late fee of THIRTY-FIVE DOLLARS ($35.00).',
  )
  P(
    '5. DISHONORED INSTRUMENTS. The Lessees shall pay the Lessor a service charge of THIRTY DOLLARS ($30.00) for each check or draft returned by the bank for any reason. After two returned checks in any twelve months, only cashier\u2019s checks and money orders will be accepted.',
  )
  P(
    `6. SECURITY DEPOSIT. The Lessees have deposited with the Lessor the sum of ${moneyWords(v.deposit, 'upper')}. The Lessor will return the security deposit, with interest as required by N.D.C.C. \u00a7 47-16-07.1 and less any lawful deductions itemized in writing, within thirty (30) days after the termination of this Lease and the surrender of the premises.`,
  )
  if (v.petRent)
    P(
      `7. PET. One dog is permitted. The Lessees shall pay PET RENT of ${moneyWords(v.petRent, 'upper')} per month together with the rent; pet rent is additional to and not part of the rent in paragraph 3.`,
    )
  const n = v.petRent ? 8 : 7
  P(
    `${n}. GUESTS. The Lessees shall not permit any guest to reside at the premises for more than fourteen (14) consecutive days without the Lessor\u2019s written consent.`,
  )
  P(
    `${n + 1}. RENEWAL. If the Lessees wish to renew, they shall give written notice not less than sixty (60) days before the end of the term. Any renewal shall be at a monthly rent of ${moneyWords(v.renewal, 'upper')} unless otherwise agreed; the Lessor may increase rent only at renewal.`,
  )
  P(
    `${n + 2}. UTILITIES AND CARE. The Lessees shall pay all utilities except water and sewer, keep the premises in good order, remove snow from the walks, and surrender the premises at the end of the term in as good condition as received, ordinary wear excepted.`,
  )
  P(
    `${n + 3}. NOTICES. Notices to the Lessor shall be mailed to the post office address above. Notices to the Lessees may be delivered at the premises or sent to the telephone numbers and e-mail addresses set out below.`,
  )
  for (const t of v.tenants)
    p(`${t.p.full}: telephone ${t.phone}; e-mail ${t.email}`, {
      x: k.L + 24,
      width: k.W - 24,
      after: 1,
    })
  k.gap(6)
  P(
    'IN WITNESS WHEREOF, the parties have signed this Lease on the day and year first above written.',
  )
  sign(k, `LESSOR: ${v.lessor}`, { width: 250 })
  for (const t of v.tenants) sign(k, `LESSEE: ${t.p.full}`, { width: 250 })
  pageNumbers(k, (i, n2) => `Page ${i} of ${n2}`)
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dayOf(v.end),
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      housingProvider: v.lessor,
      mailingAddress: v.lessorAddr,
      acceptedPaymentMethods: ['Check', "Cashier's Check", 'Money Order'],
      gracePeriodDays: 3,
      nsfFeeFirst: 30,
      rentDueDescription: 'payable in advance upon the first day of each month',
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      depositReturnDays: 30,
      depositReturnCondition:
        'with interest as required by N.D.C.C. \u00a7 47-16-07.1 and less any lawful deductions itemized in writing, within thirty (30) days after the termination of this Lease and the surrender of the premises',
      _notes: [
        'Traditional "THIS LEASE is made \u2026 WITNESSETH" lease with run-on numbered paragraphs and capitalised heads; ordinal "day of" dates; money in capital words with figures; Lessor/Lessees wording; the Lessor manages the property (managementCompany null).',
        'Several tenants, with minor children as occupants in one; tenants\u2019 phones and e-mails in a list under the notices paragraph (first tenant\u2019s are tenantPhone/tenantEmail). mailingAddress is the Lessor\u2019s post office address.',
        '"Rent is timely if it is postmarked or delivered no later than the third (3rd) day of the month": gracePeriodDays 3; flat $35.',
        'nsfPolicy null: the returned-check paragraph joins the fee with a certified-funds rule after two returns (as in earlier batches); nsfFeeFirst 30.',
        'Deposit "return the security deposit, with interest \u2026 within thirty (30) days": the condition is the wording after "the security deposit". Renewal rent and, in one, pet rent are distractors.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'north_dakota_witnesseth',
  title:
    'North Dakota "THIS LEASE \u2026 WITNESSETH" lease with Lessor/Lessees wording and amounts in capital words',
  exercises:
    'traditional recital and WITNESSETH with indented run-on paragraphs, ordinal "day of" dates, Lessor an individual or a couple with a post office address, three or four Lessees, minor children with ages as occupants in one, rent and deposit in capital words, checks/cashier\u2019s checks/money orders to a payee at a place, "timely if it is postmarked or delivered no later than the third (3rd) day", returned-check charge joined with a certified-funds rule, deposit with statutory interest and 30-day return, pet rent in capital words in one, renewal rent as a distractor, tenants\u2019 phones and e-mails listed under the notices paragraph',
  docs: [
    {
      name: 'tw8_nd_lease_grand_forks',
      build: () =>
        build({
          lessor: 'Ingeborg Solheim-Platt',
          lessorDesc: 'a single woman',
          lessorAddr: 'P.O. Box 13057, Grand Forks, ND 58208',
          tenants: [
            {
              p: person('Caspian', 'Redhawk'),
              phone: '(701) 555-0122',
              email: 'caspian.redhawk@example.edu',
            },
            {
              p: person('Felicity', 'Amundsen'),
              phone: '(701) 555-0147',
              email: 'famundsen@example.com',
            },
            {
              p: person('Gideon', 'Oyelaran'),
              phone: '(701) 555-0168',
              email: 'gideon.oyelaran@example.org',
            },
          ],
          occupants: [],
          premises: '2410 University Avenue, Grand Forks, ND 58203',
          start: '2027-08-20',
          end: '2028-05-31',
          rent: 1560,
          deposit: 1560,
          petRent: null,
          renewal: 1610,
          payee: 'Ingeborg Solheim-Platt',
          payAt: 'P.O. Box 13057, Grand Forks, ND 58208',
          signed: '2027-07-06',
          notes: [
            'Three Lessees, no occupants; the Lessor\u2019s post office box is both the notice and payment address. Term starts on the 20th; no prorated amount is stated (proratedRent null).',
          ],
        }),
    },
    {
      name: 'tw8_nd_lease_bismarck',
      build: () =>
        build({
          lessor: 'Roald and Marit Thorsgaard',
          lessorDesc: 'husband and wife',
          lessorAddr: '3120 North 19th Street, Bismarck, ND 58503',
          tenants: [
            {
              p: person('Leopold', 'Nwachukwu'),
              phone: '(701) 555-0115',
              email: 'leo.nwachukwu@example.net',
            },
            {
              p: person('Saoirse', 'Nwachukwu'),
              phone: '(701) 555-0182',
              email: 'saoirse.n@example.net',
            },
          ],
          occupants: [
            { p: person('Obinna', 'Nwachukwu'), age: 11 },
            { p: person('Nessa', 'Nwachukwu'), age: 8 },
            { p: person('Tobenna', 'Nwachukwu'), age: 3 },
          ],
          premises: '718 East Avenue D, Bismarck, ND 58501',
          start: '2027-10-01',
          end: '2028-09-30',
          rent: 1475,
          deposit: 1475,
          petRent: 40,
          renewal: 1525,
          payee: 'Marit Thorsgaard',
          payAt: '3120 North 19th Street, Bismarck, ND 58503',
          signed: '2027-09-11',
          notes: [
            'Owner couple as Lessor (housingProvider as written); checks payable to one of them at their home (paymentRecipient, paymentAddress). Two Lessees with three children as occupants. Pet rent is not rent.',
          ],
        }),
    },
  ],
}
