import {
  checkbox,
  dt,
  fill,
  ordinal,
  person,
  usd,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, ticked } from '../kit'

type V = {
  landlord: string
  landlordAddr: string
  tenants: Person[]
  occupants: Person[]
  premises: string
  start: string
  end: string | null
  rent: number
  due: number
  lateDay: number
  late: number
  daily: number
  deposit: number
  pet: number
  cleaning: number
  nsf: number
  guestDays: number
  pay: [string, boolean, string][]
  phone: string
  email: string | null
  broker: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 58, size: 9.6 })
  const { w, f, L, p } = k
  k.centre('ARIZONA RESIDENTIAL LEASE AGREEMENT', 13)
  k.centre(
    'Form VRHA-7 (rev. 03/2025)  ·  Valley Rental Housing Association, for members',
    8,
    f.italic,
  )
  k.gap(6)
  const names = v.tenants.map((t) => t.full).join('; ')
  p([
    '1. PARTIES. Landlord',
    fill(v.landlord, 160),
    'agrees to rent to Tenant(s)',
    fill(names, 200),
    ', who alone are responsible for this Lease.',
  ])
  p([
    '   Persons who will also live in the Premises but are not Tenants:',
    fill(v.occupants.map((o) => o.full).join(', ') || null, 160),
  ])
  p([
    '2. PREMISES. The dwelling at',
    fill(v.premises, 220),
    ', with the appliances listed on the move-in checklist.',
  ])
  const yTerm = w.y
  w.page.drawText('3. TERM.', { x: L, y: yTerm, size: 9.6, font: w.bold })
  checkbox(w.page, f, L + 50, yTerm, v.end !== null, 'Fixed term', 9.6)
  checkbox(w.page, f, L + 130, yTerm, v.end === null, 'Month-to-month', 9.6)
  w.y -= 14
  p([
    '   Beginning',
    fill(dt(v.start).us, 70),
    'and, for a fixed term, ending',
    fill(v.end ? dt(v.end).us : null, 70),
    '. A month-to-month tenancy ends on thirty days\u2019 written notice by either party.',
  ])
  p([
    '4. RENT. Monthly rent is',
    fill(usd(v.rent), 70),
    ', payable in advance on or before the',
    fill(ordinal(v.due), 30),
    'day of each month, without demand or deduction. Rent not received by 5:00 p.m. on the',
    fill(`${v.lateDay}th`, 30),
    'day of the month is late; Tenant shall then pay a late charge of',
    fill(usd(v.late), 50),
    'plus',
    fill(usd(v.daily), 40),
    'for each further day until paid in full.',
  ])
  const yPay = w.y
  w.page.drawText('5. HOW RENT MAY BE PAID (boxes checked are accepted):', {
    x: L,
    y: yPay,
    size: 9.6,
    font: w.bold,
  })
  let x = L + 12
  w.y -= 14
  for (const [label, on] of v.pay) x = checkbox(w.page, f, x, w.y, on, label, 9)
  w.y -= 16
  p(['6. DEPOSITS AND FEES. Received from Tenant on signing:'])
  k.table(
    [
      ['Item', 'Amount', 'Refundable?'],
      ['Security deposit', usd(v.deposit), 'Yes'],
      ['Pet deposit', v.pet ? usd(v.pet) : '\u2014', v.pet ? 'Yes' : ''],
      ['Cleaning fee', usd(v.cleaning), 'No'],
      ['Total received', usd(v.deposit + v.pet + v.cleaning), ''],
    ],
    [0.4, 0.3, 0.3],
    { head: true },
  )
  p([
    '   Refundable deposits, less lawful charges itemized in writing, will be mailed to Tenant within fourteen (14) business days after termination of the tenancy and delivery of possession. Nonrefundable fees are stated as such.',
  ])
  p([
    '7. DISHONORED PAYMENTS. For each check or electronic payment returned unpaid Tenant shall pay',
    fill(usd(v.nsf), 45),
    'in addition to any late charge.',
  ])
  p([
    '8. GUESTS. No guest may stay in the Premises more than',
    fill(`${v.guestDays}`, 25),
    'days in any six-month period without Landlord\u2019s written consent.',
  ])
  p([
    '9. NOTICES. Notices to Landlord shall be delivered or mailed to',
    fill(v.landlordAddr, 210),
    '. Notices to Tenant may be delivered to the Premises.',
  ])
  p(
    '10. REPAIRS. Tenant shall report needed repairs in writing. Landlord shall make repairs required by the Arizona Residential Landlord and Tenant Act within the time it allows. Tenant shall replace air-conditioner filters monthly and keep the pool gate latched.',
  )
  p(
    '11. ENTIRE AGREEMENT. This Lease and its addenda are the entire agreement. Tenant acknowledges receipt of the Act\u2019s summary and the move-in checklist.',
  )
  p(['Listing brokerage (for information only, not a party):', fill(v.broker, 220)], { size: 8.4 })
  k.gap(6)
  const y0 = w.y
  w.page.drawText(`Landlord: ${v.landlord}    Date: ${dt(v.signed).us}`, {
    x: L,
    y: y0,
    size: 9,
    font: w.regular,
  })
  v.tenants.forEach((t, i) => {
    const y = y0 - 16 - i * 26
    w.page.drawLine({ start: { x: L, y: y + 10 }, end: { x: L + 200, y: y + 10 }, thickness: 0.4 })
    w.page.drawText(`Tenant: ${t.full}`, { x: L, y, size: 9, font: w.regular })
    if (i === 0)
      w.page.drawText(`Tel. ${v.phone}${v.email ? `   E-mail ${v.email}` : ''}`, {
        x: L + 230,
        y,
        size: 9,
        font: w.regular,
      })
  })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).us : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.due,
      maxGuestStayDays: v.guestDays,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: ticked(v.pay),
      gracePeriodDays: v.lateDay - v.due + 1,
      nsfFeeFirst: v.nsf,
      nsfPolicy: `For each check or electronic payment returned unpaid Tenant shall pay ${usd(v.nsf)} in addition to any late charge.`,
      rentDueDescription: `payable in advance on or before the ${ordinal(v.due)} day of each month`,
      depositReturnDays: 14,
      depositReturnCondition:
        'less lawful charges itemized in writing, will be mailed to Tenant within fourteen (14) business days after termination of the tenancy and delivery of possession',
      _notes: [
        'Association-style fill-in form: values typed on rules. Occupants who are not Tenants are named on their own line (not tenants).',
        `Rent is late after 5:00 p.m. on day ${v.lateDay} with rent due on day ${v.due}: gracePeriodDays = ${v.lateDay - v.due + 1}, counting the due day through the last day rent is still on time (the "late after the Nth day" reading of the former held-out corpus). Late charge is flat plus a daily amount, so lateFeePercentage is null.`,
        'Deposit table: only the security deposit is securityDeposit; the pet deposit and cleaning fee are not. The table total is money received on signing, not a stated move-in total including rent, so totalMoveInCost is null.',
        'The listing brokerage line is a distractor (not the manager, not a party). No paymentRecipient/paymentAddress: the form does not say where rent is paid. Tenant contact is beside the first tenant signature.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'arizona_association',
  title:
    'Arizona association-style residential lease with check-box term and payment methods and a deposit table',
  exercises:
    'Arizona fill-in form, non-tenant occupants line, check-box term and payment methods, deposit table with pet deposit and fee, broker distractor, contacts at the signatures',
  docs: [
    {
      name: 'tw3_az_assoc_lease_tempe',
      build: () =>
        build({
          landlord: 'Corbin Wexley-Adair',
          landlordAddr: '7720 E Camelback Road, Suite 110, Scottsdale, AZ 85251',
          tenants: [person('Priyanka', 'Haldane'), person('Oren', 'Castellanos')],
          occupants: [person('Ines', 'Castellanos')],
          premises: '1931 E Lemon Street, Tempe, AZ 85281',
          start: '2027-02-01',
          end: '2028-01-31',
          rent: 1965,
          due: 1,
          lateDay: 5,
          late: 75,
          daily: 10,
          deposit: 1965,
          pet: 300,
          cleaning: 250,
          nsf: 35,
          guestDays: 14,
          pay: [
            ['Personal check', true, 'Check'],
            ["Cashier's check", true, "Cashier's Check"],
            ['Money order', false, 'Money Order'],
            ['Cash', false, 'Cash'],
            ['Online portal', true, 'Online Portal'],
          ],
          phone: '(480) 555-0147',
          email: 'p.haldane@example.com',
          broker: 'Sonoran Key Realty, (480) 555-0100, 55 W University Drive, Tempe',
          signed: '2027-01-18',
          notes: ['Two tenants, one non-tenant occupant.'],
        }),
    },
    {
      name: 'tw3_az_assoc_lease_tucson_scan',
      scan: { dpi: 150, rotate: -1.2, contrast: 0.85, noise: 12, seed: 3101, quality: 58 },
      build: () =>
        build({
          landlord: 'Saguaro Flats LLC',
          landlordAddr: 'P.O. Box 41877, Tucson, AZ 85717',
          tenants: [person('Wendell', 'Ybarra')],
          occupants: [],
          premises: '402 N Euclid Avenue, Apt 6, Tucson, AZ 85719',
          start: '2027-03-15',
          end: null,
          rent: 1140,
          due: 15,
          lateDay: 18,
          late: 50,
          daily: 5,
          deposit: 1140,
          pet: 0,
          cleaning: 150,
          nsf: 30,
          guestDays: 10,
          pay: [
            ['Personal check', false, 'Check'],
            ["Cashier's check", true, "Cashier's Check"],
            ['Money order', true, 'Money Order'],
            ['Cash', false, 'Cash'],
            ['Online portal', false, 'Online Portal'],
          ],
          phone: '(520) 555-0162',
          email: null,
          broker: 'Rillito Homes Brokerage, (520) 555-0109',
          signed: '2027-03-10',
          notes: [
            'Month-to-month, rent due on the 15th, late after the 18th. One tenant, no e-mail; no pet deposit.',
          ],
        }),
    },
  ],
}
