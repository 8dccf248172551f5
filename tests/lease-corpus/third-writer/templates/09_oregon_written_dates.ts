import {
  dt,
  moneyWords,
  numberWords,
  ordinal,
  person,
  usd,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  owner: string
  ownerAddr: string
  tenants: Person[]
  phone: string
  email: string
  premises: string
  hoa: string
  start: string
  end: string | null
  rent: number
  due: number
  deposit: number
  late: number
  nsf: number
  signed: string
  notes: string[]
}

const written = (iso: string) => {
  const d = dt(iso)
  return `the ${ordinal(d.day)} day of ${d.month}, ${d.year}`
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 70, size: 10.4 })
  const { w, f, p } = k
  k.centre('RENTAL AGREEMENT', 15)
  k.centre('Oregon Residential Landlord and Tenant Act (ORS Chapter 90)', 9, f.italic)
  k.gap(10)
  const names = v.tenants.map((t) => t.full).join(', ')
  p(
    `THIS AGREEMENT is entered into on ${written(v.signed)}, by ${v.owner}, hereinafter "Owner", and ${names}, hereinafter "Tenants".`,
    { firstIndent: 24 },
  )
  p(
    `The Owner rents to the Tenants the dwelling unit commonly known as ${v.premises}, which is part of a planned community governed by ${v.hoa}. The association is not a party to this agreement and does not collect rent.`,
    { firstIndent: 24 },
  )
  p(
    v.end
      ? `The tenancy shall commence on ${written(v.start)}, and shall terminate on ${written(v.end)}, unless sooner ended as the Act allows.`
      : `The tenancy shall commence on ${written(v.start)}, and shall continue as a month-to-month tenancy.`,
    { firstIndent: 24 },
  )
  p(
    `Rent is ${moneyWords(v.rent)} per month, payable on the ${ordinal(v.due)} day of each month by check or money order delivered to the Owner at ${v.ownerAddr}. If rent has not been received by the end of the fourth (4th) day of the rental period, the Owner may charge a late fee of ${usd(v.late)}.`,
    { firstIndent: 24 },
  )
  p(`The Owner may charge ${usd(v.nsf)} for each check returned unpaid for any reason.`, {
    firstIndent: 24,
  })
  p(
    `The Tenants have paid a security deposit of ${moneyWords(v.deposit)}. Within thirty-one (31) days after the tenancy ends and the Tenants deliver possession, the Owner shall give the Tenants a written accounting and return any portion of the deposit not applied as ORS 90.300 permits.`,
    { firstIndent: 24 },
  )
  p(
    'The Tenants shall not keep pets, shall not smoke inside the dwelling, and shall maintain renter\u2019s liability insurance of at least $100,000. Guests may stay up to ten (10) consecutive days.',
    { firstIndent: 24 },
  )
  p(
    'The Owner shall maintain the dwelling in a habitable condition. The Owner may enter at reasonable times after at least 24 hours\u2019 actual notice.',
    { firstIndent: 24 },
  )
  p(
    `NOTICES. Written notices to the Owner shall be mailed to ${v.ownerAddr}. Notices to the Tenants shall be delivered to the dwelling; the Tenants also consent to notices by e-mail to ${v.email} and by text to ${v.phone}, as ORS 90.155 permits when both parties agree in writing.`,
    { firstIndent: 24 },
  )
  p(
    `IN WITNESS WHEREOF the parties have signed this agreement in ${numberWords(v.tenants.length + 1)} counterparts.`,
    { firstIndent: 24 },
  )
  k.gap(14)
  for (const who of [`${v.owner}, Owner`, ...v.tenants.map((t) => `${t.full}, Tenant`)]) {
    w.page.drawLine({
      start: { x: k.L + 200, y: w.y },
      end: { x: k.L + k.W, y: w.y },
      thickness: 0.5,
    })
    w.page.drawText(who, { x: k.L + 200, y: w.y - 11, size: 9.4, font: w.regular })
    w.y -= 34
  }
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? written(v.end) : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.due,
      maxGuestStayDays: 10,
      housingProvider: v.owner,
      mailingAddress: v.ownerAddr,
      acceptedPaymentMethods: ['Check', 'Money Order'],
      gracePeriodDays: 4,
      nsfFeeFirst: v.nsf,
      nsfPolicy: `The Owner may charge ${usd(v.nsf)} for each check returned unpaid for any reason.`,
      rentDueDescription: `payable on the ${ordinal(v.due)} day of each month`,
      paymentRecipient: v.owner,
      paymentAddress: v.ownerAddr,
      depositReturnDays: 31,
      depositReturnCondition:
        'Within thirty-one (31) days after the tenancy ends and the Tenants deliver possession, the Owner shall give the Tenants a written accounting and return any portion of the deposit not applied',
      _notes: [
        'Prose agreement with every date written as "the 1st day of March, 2027"; amounts in words and figures.',
        'Tenant contacts appear only in the NOTICES clause (e-mail and text consent).',
        'The homeowners\u2019 association named in the premises clause is a distractor (not the landlord or manager).',
        'Late fee may be charged if rent is unpaid at the end of the fourth day: gracePeriodDays 4 (flat fee, lateFeePercentage null).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'oregon_written_dates',
  title:
    'Oregon prose rental agreement with written ordinal dates and tenant contacts only in the notices clause',
  exercises:
    'ordinal "day of" dates everywhere, amounts in words, HOA distractor, tenant contacts only in notices, fixed term and month-to-month',
  docs: [
    {
      name: 'tw3_or_rental_agreement_eugene',
      build: () =>
        build({
          owner: 'Evangeline Marsh-Tobias',
          ownerAddr: '2455 Willamette Street, Eugene, OR 97405',
          tenants: [person('Leopold', 'Agyeman'), person('Saoirse', 'Lindqvist')],
          phone: '(541) 555-0121',
          email: 'leo.agyeman@example.com',
          premises: '3390 Hilyard Street, Unit 12, Eugene, OR 97405',
          hoa: 'Amazon Creek Townhome Owners Association, 1201 Oak Street, Eugene',
          start: '2027-03-01',
          end: '2028-02-29',
          rent: 1890,
          due: 1,
          deposit: 2000,
          late: 60,
          nsf: 35,
          signed: '2027-02-14',
          notes: ['Leap-day end date (the 29th day of February, 2028).'],
        }),
    },
    {
      name: 'tw3_or_rental_agreement_salem',
      build: () =>
        build({
          owner: 'Mill Creek Residential Holdings, LLC',
          ownerAddr: 'P.O. Box 2290, Salem, OR 97308',
          tenants: [person('Ottilie', 'Nakashima')],
          phone: '(503) 555-0168',
          email: 'ottilie.n@example.net',
          premises: '1650 Chemeketa Street NE, Salem, OR 97301',
          hoa: 'Grant Neighborhood Homeowners Association',
          start: '2027-07-03',
          end: null,
          rent: 1435,
          due: 3,
          deposit: 1435,
          late: 50,
          nsf: 25,
          signed: '2027-06-25',
          notes: [
            'Month-to-month, rent due on the 3rd; the late fee is still tied to the fourth day of the rental period: gracePeriodDays 4 from the rental period start, as printed.',
          ],
        }),
    },
  ],
}
