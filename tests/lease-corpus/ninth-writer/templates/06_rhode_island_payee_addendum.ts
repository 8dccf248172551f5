import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, freshPage, heading, pageNumbers, ruled, signPair } from '../parts'

type V = {
  landlord: string
  landlordAddr: string
  tenants: { p: Person; phone: string; email: string }[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  payee: string
  payAt: string
  addendum:
    | { kind: 'payee'; payee: string; payAt: string; portal: string }
    | { kind: 'rent'; rent: number; why: string }
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 58, size: 9.6 })
  const { f } = k
  k.centre('APARTMENT LEASE AGREEMENT', 14, f.bold)
  k.centre(v.premises, 9.2, f.italic)
  k.gap(6)
  const art = (t: string) => heading(k, t, { size: 9.8, centre: true })
  const p = (s: string) => k.p(s, { after: 5 })
  art('Article 1 \u2014 The Parties and the Apartment')
  p(
    `1.1 ${v.landlord}, of ${v.landlordAddr} ("Lessor"), leases to ${andList(v.tenants.map((t) => t.p.full))} ("Lessee", jointly and severally) the apartment at ${v.premises} (the "Apartment").`,
  )
  p(
    `1.2 Lessee\u2019s contact details: ${v.tenants.map((t) => `${t.p.full}, ${t.phone}, ${t.email}`).join('; ')}.`,
  )
  art('Article 2 \u2014 Term')
  p(
    `2.1 The term is from ${dt(v.start).long} to ${dt(v.end).long}. Lessee shall give sixty (60) days\u2019 written notice of intent to vacate at the end of the term.`,
  )
  art('Article 3 \u2014 Rent and Payment')
  p(
    `3.1 Lessee shall pay rent of ${moneyWords(v.rent)} per month, in advance, on or before the first (1st) day of every month.`,
  )
  p(
    `3.2 Rent shall be paid by check or money order made payable to ${v.payee} and delivered or mailed to ${v.payAt}. Cash will not be accepted.`,
  )
  p(
    '3.3 Rent received after the seventh (7th) day of the month is late, and Lessee shall pay a late charge equal to eight percent (8%) of the monthly rent.',
  )
  p(
    '3.4 Lessee shall pay a charge of $35.00 for every check returned for insufficient funds or a closed account.',
  )
  art('Article 4 \u2014 Security Deposit')
  p(
    `4.1 Lessee has deposited ${usd(v.deposit)} as security. Lessor shall return the security deposit to Lessee, less any damages itemized in a written list, within twenty (20) days of the termination of this Lease and delivery of possession.`,
  )
  art('Article 5 \u2014 Use and Occupancy')
  p(
    '5.1 The Apartment shall be used only as a private residence by the persons named in 1.1. Guests may not remain overnight for more than seven (7) consecutive nights.',
  )
  p(
    '5.2 Lessee shall not keep pets, install a waterbed or air conditioner in a window, or alter the locks without Lessor\u2019s written consent.',
  )
  art('Article 6 \u2014 Notices')
  p(`6.1 Notices to Lessor shall be sent to ${v.landlordAddr}, by first-class mail or by hand.`)
  p(`IN WITNESS WHEREOF the parties sign this Lease on ${dt(v.signed).long}.`)
  signPair(k, ['Lessor', v.landlord], ['Lessee', andList(v.tenants.map((t) => t.p.full))])
  freshPage(k)
  k.centre('ADDENDUM NO. 1 TO APARTMENT LEASE AGREEMENT', 12, f.bold)
  k.gap(6)
  k.p(
    `This Addendum is part of the Apartment Lease Agreement dated ${dt(v.signed).long} for ${v.premises}. Where it differs from the Lease, this Addendum controls. It takes effect on ${dt(v.start).long}, the first day of the term.`,
  )
  const a = v.addendum
  if (a.kind === 'payee') {
    ruled(
      k,
      `A. Section 3.2 is deleted and replaced with: "Rent shall be paid to Lessor\u2019s rent collection agent, ${a.payee}, either through its online resident portal at ${a.portal} or by check or money order made payable to ${a.payee} and mailed to ${a.payAt}. Cash will not be accepted."`,
    )
    ruled(
      k,
      `B. Payments sent to the former address in Section 3.2 after the effective date will be returned and treated as not received.`,
    )
  } else {
    ruled(
      k,
      `A. ${a.why} Section 3.1 is amended so that the monthly rent is ${moneyWords(a.rent)} for the entire term, in place of the amount stated there.`,
    )
    ruled(
      k,
      'B. All other terms of the Lease, including the due date and the place of payment, are unchanged.',
    )
  }
  k.gap(6)
  signPair(k, ['Lessor', v.landlord], ['Lessee', andList(v.tenants.map((t) => t.p.full))])
  pageNumbers(k, (i, n) => `Apartment Lease \u2014 ${i} of ${n}`, { align: 'center' })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  const payee = a.kind === 'payee' ? a.payee : v.payee
  const payAt = a.kind === 'payee' ? a.payAt : v.payAt
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: a.kind === 'rent' ? a.rent : v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 7,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods:
        a.kind === 'payee' ? ['Online Portal', 'Check', 'Money Order'] : ['Check', 'Money Order'],
      lateFeePercentage: 8,
      gracePeriodDays: 7,
      nsfFeeFirst: 35,
      rentDueDescription: 'on or before the first (1st) day of every month',
      paymentRecipient: payee,
      paymentAddress: payAt,
      nsfPolicy:
        'Lessee shall pay a charge of $35.00 for every check returned for insufficient funds or a closed account.',
      depositReturnDays: 20,
      depositReturnCondition:
        'to Lessee, less any damages itemized in a written list, within twenty (20) days of the termination of this Lease and delivery of possession',
      _notes: [
        'Two-page apartment lease with centred article headings and decimal-numbered paragraphs; tenants\u2019 phones and e-mails in paragraph 1.2; Addendum No. 1 on its own page, signed with the lease and effective on the first day of the term, with its amendments set off by a rule at the left.',
        'The truth follows the addendum where it replaces a lease term; the replaced wording in the lease is a distractor. The lessor manages the apartment (managementCompany null); notices go to the lessor\u2019s address (mailingAddress). A rent collection agent only receiving rent is the payee, not a management company.',
        '"Rent received after the seventh (7th) day of the month is late": gracePeriodDays 7, late charge 8% of the monthly rent. nsfPolicy is paragraph 3.4. Deposit "return the security deposit to Lessee, less \u2026": the condition is the wording after "the security deposit".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'rhode_island_payee_addendum',
  title: 'Rhode Island apartment lease with an addendum changing the payee or the rent',
  exercises:
    'centred article headings with decimal-numbered paragraphs, lessor with address, tenants\u2019 contacts in a paragraph, long dates, rent in lower-case words, check or money order payable to a payee at an address, cash refused, 8% late charge after the seventh (7th) day, returned-check paragraph, 20-day deposit return with an itemized list, seven consecutive nights for guests, Addendum No. 1 on its own page effective at the start of the term replacing the payee and payment address (rent collection agent with portal and lockbox) or the monthly rent (reduced for snow removal), original values as distractors',
  docs: [
    {
      name: 'tw9_ri_apartment_lease_woonsocket',
      build: () =>
        build({
          landlord: 'Blackstone Falls Apartments LP',
          landlordAddr: '300 Front Street, Woonsocket, RI 02895',
          tenants: [
            {
              p: person('Yolanda', 'Szymanski-Bright'),
              phone: '(401) 555-0115',
              email: 'ysbright@example.com',
            },
            {
              p: person('Oluwaseun', 'Adeyemi'),
              phone: '(401) 555-0127',
              email: 'seun.adeyemi@example.org',
            },
          ],
          premises: '300 Front Street, Apartment 5C, Woonsocket, RI 02895',
          start: '2027-07-01',
          end: '2028-06-30',
          rent: 1640,
          deposit: 1640,
          payee: 'Blackstone Falls Apartments LP',
          payAt: '300 Front Street, Woonsocket, RI 02895',
          addendum: {
            kind: 'payee',
            payee: 'Kestrel Rent Collection Services, Inc.',
            payAt: 'P.O. Box 4419, Market Square Station, Woonsocket, RI 02895',
            portal: 'pay.kestrelrent.example.com',
          },
          signed: '2027-06-09',
          notes: [
            'Addendum No. 1 replaces Section 3.2: payee "Kestrel Rent Collection Services, Inc." (rent collection agent) and its lockbox P.O. box (paymentAddress); the portal adds Online Portal. The lessor\u2019s own office, the payee and address in the original 3.2, is a distractor. Rent unchanged.',
          ],
        }),
    },
    {
      name: 'tw9_ri_apartment_lease_narragansett',
      build: () =>
        build({
          landlord: 'Wendell T. Sakellarios',
          landlordAddr: '45 Ocean Road, Narragansett, RI 02882',
          tenants: [
            {
              p: person('Brigid', 'Ó Fearghail', 'Brigid Ó Fearghail'),
              phone: '(401) 555-0152',
              email: 'brigid.of@example.net',
            },
          ],
          premises: '118 Boon Street, 2nd Floor, Narragansett, RI 02882',
          start: '2027-09-15',
          end: '2028-09-14',
          rent: 1850,
          deposit: 1850,
          payee: 'Wendell T. Sakellarios',
          payAt: '45 Ocean Road, Narragansett, RI 02882',
          addendum: {
            kind: 'rent',
            rent: 1780,
            why: 'Lessee agrees to clear snow and ice from the front walk and driveway of the building during the term.',
          },
          signed: '2027-09-01',
          notes: [
            'Addendum No. 1 lowers the rent from $1,850.00 (Section 3.1, a distractor) to $1,780.00 for the whole term in return for snow removal (monthlyRent 1780). Payee and place of payment unchanged: the lessor at his home address. Term starts on the 15th; no prorated amount stated (proratedRent null).',
          ],
        }),
    },
  ],
}
