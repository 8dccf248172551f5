import {
  checkbox,
  dt,
  fill,
  numberWords,
  person,
  plain,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, numbered, pageNumbers, room, sign } from '../parts'

type V = {
  landlord: string
  landlordAddr: string
  agent: { name: string; addr: string; phone: string } | null
  tenants: { p: Person; phone: string; email: string }[]
  occupants: Person[]
  premisesWritten: string
  premises: string
  county: string
  start: string
  end: string
  rent: number
  deposit: number
  methods: { check: boolean; mo: boolean; cashier: boolean; cash: boolean; online: boolean }
  payee: string
  payAt: string
  late: number
  nsf: number
  guests: [days: number, months: number]
  signed: string
  notes: string[]
}

const SIZE = 9

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 60, size: SIZE })
  const { f } = k
  const tiny = (t: string, y: number) =>
    k.w.page.drawText(t, { x: k.L, y, size: 6.6, font: f.sans })
  tiny('Approved for use by members of the Ozark Plateau Bar & Realty Forms Council.', k.w.y + 16)
  tiny(
    'Form OP-204 (rev. 03/2026). This is a legally binding contract. If not understood, seek competent advice.',
    k.w.y + 8,
  )
  k.gap(6)
  k.centre('ARKANSAS RESIDENTIAL LEASE AGREEMENT', 12.5)
  k.centre('(Single Family Dwelling, Duplex or Apartment)', 8.6, f.italic)
  k.gap(6)
  const words = (n: number) => {
    const w = numberWords(Math.floor(n))
    return `${w.charAt(0).toUpperCase()}${w.slice(1)} and ${String(Math.round((n % 1) * 100)).padStart(2, '0')}/100 Dollars`
  }
  const N = (no: string, segs: Parameters<typeof numbered>[2]) =>
    numbered(k, no, segs, { size: SIZE })
  N('1.', [
    'PARTIES. This Lease Agreement is entered into on',
    fill(dt(v.signed).us, 60),
    'by and between',
    fill(v.landlord, 150),
    '("Landlord"), whose mailing address is',
    fill(v.landlordAddr, 170),
    ', and',
    fill(andList(v.tenants.map((t) => t.p.full)), 180),
    '(jointly and severally, "Tenant").',
  ])
  N('2.', [
    'AGENT. Landlord\u2019s agent for management, if any:',
    fill(v.agent ? `${v.agent.name}, ${v.agent.addr}, ${v.agent.phone}` : 'None', 200),
    '. If no agent is named, all dealings are with Landlord directly.',
  ])
  N('3.', [
    'PREMISES. Landlord leases to Tenant the dwelling located at',
    fill(v.premisesWritten, 200),
    ', County of',
    fill(v.county, 70),
    ', State of Arkansas, together with the appliances listed on the move-in inspection sheet.',
  ])
  N('4.', [
    'OCCUPANTS. The Premises shall be occupied only by Tenant and the following persons:',
    fill(v.occupants.length ? andList(v.occupants.map((o) => o.full)) : 'None', 140),
    '.',
  ])
  N('5.', [
    'TERM. The term of this Lease begins on',
    fill(dt(v.start).us, 60),
    'and ends at 11:59 p.m. on',
    fill(dt(v.end).us, 60),
    '. Holding over after that date without a written renewal creates a month-to-month tenancy.',
  ])
  N('6.', [
    'RENT. Tenant agrees to pay as rent the sum of',
    fill(`${words(v.rent)} ($${plain(v.rent)})`, 200),
    'per month, in advance, on the',
    fill('1st', 24),
    'day of each month, without demand, to',
    fill(v.payee, 140),
    'at',
    fill(v.payAt, 170),
    'or at such other place as Landlord designates in writing.',
  ])
  room(k, 40)
  const y = k.w.y
  k.w.page.drawText('7.', { x: k.L, y, size: SIZE, font: k.w.bold })
  k.w.page.drawText('PAYMENT. Rent may be paid by (check all that apply):', {
    x: k.L + 20,
    y,
    size: SIZE,
    font: k.w.regular,
  })
  let x = k.L + 20
  const yy = y - SIZE * 1.5
  x = checkbox(k.w.page, f, x, yy, v.methods.check, 'personal check', SIZE)
  x = checkbox(k.w.page, f, x, yy, v.methods.cashier, 'cashier\u2019s check', SIZE)
  x = checkbox(k.w.page, f, x, yy, v.methods.mo, 'money order', SIZE)
  x = checkbox(k.w.page, f, x, yy, v.methods.cash, 'cash (receipt given)', SIZE)
  checkbox(k.w.page, f, x, yy, v.methods.online, 'online payment service', SIZE)
  k.w.y = yy - SIZE * 1.8
  N('8.', [
    'LATE CHARGE. If any installment of rent is not paid in full by the',
    fill('5th', 24),
    'day of the month, Tenant shall pay a late charge of $',
    fill(plain(v.late), 40),
    '. Acceptance of a late payment does not waive Landlord\u2019s right to require timely payment thereafter.',
  ])
  N('9.', [
    'RETURNED PAYMENTS. Tenant shall pay $',
    fill(plain(v.nsf), 40),
    'for each check or electronic payment returned unpaid for any reason, in addition to any late charge.',
  ])
  N('10.', [
    'SECURITY DEPOSIT. Tenant has deposited $',
    fill(plain(v.deposit), 50),
    'as security. Landlord shall return the security deposit, together with an itemized list of any deductions, within sixty (60) days after termination of the tenancy and delivery of possession to Landlord. No interest is paid on the deposit.',
  ])
  N('11.', [
    'GUESTS. No guest may stay at the Premises for more than',
    fill(String(v.guests[0]), 24),
    'days in any',
    fill(String(v.guests[1]), 24),
    'month period without Landlord\u2019s written consent.',
  ])
  N(
    '12.',
    'USE AND CARE. Tenant shall use the Premises only as a private residence, keep it clean and sanitary, and pay for any damage beyond ordinary wear caused by Tenant, occupants or guests. No alteration, painting or lock change without Landlord\u2019s written consent.',
  )
  N(
    '13.',
    'UTILITIES. Tenant shall place in Tenant\u2019s name and pay electricity, gas and internet. Landlord pays water, sewer and trash unless checked otherwise on the move-in sheet.',
  )
  N(
    '14.',
    'ENTRY. Landlord may enter at reasonable times to inspect, repair or show the Premises. Arkansas law does not require a specific notice period; Landlord will give reasonable notice except in an emergency.',
  )
  N(
    '15.',
    'ENTIRE AGREEMENT. This form and any addenda initialed by the parties are the whole agreement. Blanks completed by the parties control over printed text.',
  )
  k.gap(6)
  sign(k, `LANDLORD: ${v.landlord}`, { width: 250 })
  for (const t of v.tenants)
    sign(k, `TENANT: ${t.p.full}`, { width: 250, under: [`Phone ${t.phone}    E-mail ${t.email}`] })
  pageNumbers(k, (i, n) => `Form OP-204    Page ${i} of ${n}    Tenant initials ______  ______`)
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  const m = v.methods
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests[0],
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: [
        ...(m.check ? ['Check'] : []),
        ...(m.cashier ? ["Cashier's Check"] : []),
        ...(m.mo ? ['Money Order'] : []),
        ...(m.cash ? ['Cash'] : []),
        ...(m.online ? ['Online Portal'] : []),
      ],
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      depositReturnDays: 60,
      depositReturnCondition:
        'together with an itemized list of any deductions, within sixty (60) days after termination of the tenancy and delivery of possession to Landlord',
      _notes: [
        'Bar-and-realty association form (invented council) with numbered printed sentences and typed entries in blanks (MM/DD/YYYY dates, rent in words with cents as "/100 Dollars" and figures), tick boxes for payment methods; tenants\u2019 phones and e-mails only under their signature lines.',
        'housingProvider and mailingAddress are the Landlord blank and the "whose mailing address is" blank (the form sends notices nowhere else); the agent blank gives managementCompany or "None".',
        'rentDueDescription null: the due day is a filled blank splitting the printed sentence ("on the 1st day of each month"). Payee and place of payment are blanks in clause 6 (paymentRecipient, paymentAddress).',
        '"not paid in full by the 5th day of the month": gracePeriodDays 5; flat late charge, lateFeePercentage null. Returned-payment fee only in a blank: nsfFeeFirst, nsfPolicy null.',
        'Deposit clause "return the security deposit, together with \u2026 within sixty (60) days": depositReturnCondition is the wording after "the security deposit". Guest limit from the first guest blank (days in an N-month period).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'arkansas_bar_form',
  title: 'Arkansas bar-and-realty association form with typed entries in printed blanks',
  exercises:
    'association form header and fine print, numbered printed sentences with typed blanks (parties date, landlord mailing address, agent "None" or filled, premises with county, occupants or "None", MM/DD/YYYY term), rent in words with "/100 Dollars" and figures, due day in a blank, payee and place of payment in blanks (landlord at home or agent\u2019s P.O. box), payment tick boxes (cash ticked in one), 5th-day flat late charge in a blank, returned-payment fee only in a blank, 60-day deposit return with itemized list, guest days per N months in blanks, tenants\u2019 phones and e-mails only under their signatures, initials footer',
  docs: [
    {
      name: 'tw8_ar_assoc_lease_fort_smith',
      build: () =>
        build({
          landlord: 'Winfred and Loretta Pettibone',
          landlordAddr: '3318 Free Ferry Road, Fort Smith, AR 72903',
          agent: null,
          tenants: [
            {
              p: person('Dashiell', 'Okonkwo-Reyes'),
              phone: '(479) 555-0131',
              email: 'dash.okreyes@example.com',
            },
            {
              p: person('Marisol', 'Vantongeren'),
              phone: '(479) 555-0167',
              email: 'marisolv@example.net',
            },
          ],
          occupants: [],
          premisesWritten: '1412 North 41st Street, Fort Smith, AR 72904',
          premises: '1412 North 41st Street, Fort Smith, AR 72904',
          county: 'Sebastian',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1085,
          deposit: 1085,
          methods: { check: true, mo: true, cashier: false, cash: true, online: false },
          payee: 'Loretta Pettibone',
          payAt: '3318 Free Ferry Road, Fort Smith, AR 72903',
          late: 45,
          nsf: 30,
          guests: [14, 6],
          signed: '2027-07-09',
          notes: [
            'Owner couple managing themselves (agent "None", managementCompany null); checks to one of them at their home (payee and place as the blanks write them). Ticked: personal check, money order, cash \u2192 Check, Money Order, Cash.',
          ],
        }),
    },
    {
      name: 'tw8_ar_assoc_lease_jonesboro_scan',
      build: () =>
        build({
          landlord: 'Craighead Crossing Rentals, LLC',
          landlordAddr: '2400 East Highland Drive, Suite 6, Jonesboro, AR 72401',
          agent: {
            name: 'Delta Ridge Property Services',
            addr: 'P.O. Box 1934, Jonesboro, AR 72403',
            phone: '(870) 555-0118',
          },
          tenants: [
            {
              p: person('Tobias', 'Whitlock'),
              phone: '(870) 555-0154',
              email: 'tobias.whitlock@example.org',
            },
          ],
          occupants: [person('Juniper', 'Whitlock'), person('Asa', 'Whitlock')],
          premisesWritten: '615 West Oak Avenue, Apt. 3, Jonesboro, AR 72401',
          premises: '615 West Oak Avenue, Apt. 3, Jonesboro, AR 72401',
          county: 'Craighead',
          start: '2027-10-01',
          end: '2028-09-30',
          rent: 925,
          deposit: 900,
          methods: { check: true, mo: true, cashier: true, cash: false, online: true },
          payee: 'Delta Ridge Property Services',
          payAt: 'P.O. Box 1934, Jonesboro, AR 72403',
          late: 40,
          nsf: 35,
          guests: [10, 3],
          signed: '2027-09-14',
          notes: [
            'LLC landlord with an agent named in the agent blank (managementCompany); the form still gives the landlord\u2019s own mailing address (mailingAddress), while rent goes to the agent\u2019s P.O. box (paymentAddress). Ticked: check, cashier\u2019s check, money order, online payment service \u2192 Check, Cashier\u2019s Check, Money Order, Online Portal. One tenant with two occupants.',
          ],
        }),
      scan: { dpi: 145, rotate: 0.8, contrast: 0.6, noise: 20, quality: 55, seed: 8101 },
    },
  ],
}
