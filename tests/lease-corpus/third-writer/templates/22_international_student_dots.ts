import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  provider: string
  providerAddr: string
  officeHours: string
  tenant: Person
  studentId: string
  homeAddr: string
  phone: string
  email: string
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  admin: number
  latePct: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 56, size: 9.6 })
  const { w, f, L, W, p } = k
  k.line(v.provider, 14, f.sansBold)
  k.line(`${v.providerAddr}  \u00b7  Office open ${v.officeHours}`, 8.2, f.sans)
  k.gap(10)
  k.centre('FURNISHED ROOM TENANCY AGREEMENT', 12, f.sansBold)
  k.centre('(dates in this agreement are written day.month.year)', 8, f.sans)
  k.gap(4)
  const rows: [string, string][] = [
    ['Tenant', `${v.tenant.last.toUpperCase()} ${v.tenant.first}`],
    ['Student ID (not a contact number)', v.studentId],
    ['Home address abroad', v.homeAddr],
    ['Mobile (US)', v.phone],
    ['E-mail', v.email],
    ['Room', v.premises],
    ['Move-in', `${dt(v.start).euDots}, from 14:00`],
    ['Move-out', `${dt(v.end).euDots}, by 11:00`],
    ['Monthly rent (all utilities and wi-fi included)', usd(v.rent)],
    ['Security deposit', usd(v.deposit)],
    ['Administration fee (not refundable)', usd(v.admin)],
  ]
  for (const [a, b] of rows) {
    w.page.drawText(a, { x: L, y: w.y, size: 9, font: f.sans })
    w.page.drawText(b, { x: L + 200, y: w.y, size: 9.4, font: f.sansBold })
    w.page.drawLine({ start: { x: L, y: w.y - 4 }, end: { x: L + W, y: w.y - 4 }, thickness: 0.25 })
    w.y -= 16
  }
  k.gap(8)
  p(
    `1. The Tenant pays rent monthly in advance, no later than the 1st of each month, by bank transfer (domestic ACH or international wire) to the account shown on the Tenant\u2019s portal page, or by card in the portal. Cash is not accepted at the office.`,
  )
  p(
    `2. A late fee of ${v.latePct}% of the monthly rent is charged on any rent not received within three (3) days of the due date.`,
  )
  p(
    '3. The deposit is returned to the Tenant\u2019s US or foreign bank account within thirty (30) days after move-out, less the cost of cleaning beyond normal use, damage and unpaid rent, with a written breakdown.',
  )
  p(
    '4. Quiet hours are 22:00\u201307:00. Overnight guests are allowed for at most two (2) nights per week and must be registered at the office.',
  )
  p(
    '5. The room and its furniture are listed on the inventory. The Tenant signs the inventory at move-in and move-out.',
  )
  p(
    `6. Notices to ${v.provider} go to the office address above. Notices to the Tenant go by e-mail to the address above.`,
  )
  p(
    '7. The agreement ends on the move-out date without any notice. An extension must be agreed in writing before the last month.',
  )
  k.gap(14)
  for (const who of [`for ${v.provider}`, `Tenant ${v.tenant.full}`]) {
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 230, y: w.y }, thickness: 0.5 })
    w.page.drawText(`${who}    ${dt(v.signed).euDots}`, {
      x: L,
      y: w.y - 10,
      size: 8.4,
      font: f.sans,
    })
    w.y -= 30
  }
  return {
    pdf: await w.save(),
    truth: {
      tenants: [v.tenant],
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: `${dt(v.end).euDots}, by 11:00`,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 2,
      housingProvider: v.provider,
      mailingAddress: v.providerAddr,
      acceptedPaymentMethods: ['Bank Transfer', 'Online Portal'],
      lateFeePercentage: v.latePct,
      gracePeriodDays: 3,
      rentDueDescription: 'monthly in advance, no later than the 1st of each month',
      paymentRecipient: v.provider,
      officeHours: v.officeHours,
      depositReturnDays: 30,
      depositReturnCondition:
        'returned to the Tenant\u2019s US or foreign bank account within thirty (30) days after move-out, less the cost of cleaning beyond normal use, damage and unpaid rent, with a written breakdown',
      _notes: [
        'International-student room agreement: dates with dots in day.month.year order (and 24-hour times); the tenant\u2019s name is printed "LAST First" without a comma.',
        'The student ID number and the home address abroad are distractors. The administration fee is not the deposit.',
        'No account number is printed (bankAccount null). Guests at most two nights per week: maxGuestStayDays 2.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'international_student_dots',
  title:
    'Furnished-room agreement from an international-student housing provider, with day.month.year dates',
  exercises:
    'DD.MM.YYYY dates and 24-hour times, LAST First without a comma, student ID and home-abroad address as distractors, administration fee vs deposit',
  docs: [
    {
      name: 'tw3_in_student_room_west_lafayette',
      build: () =>
        build({
          provider: 'Wabash Global Student Residences LLC',
          providerAddr: '200 S Chauncey Avenue, Suite 5, West Lafayette, IN 47906',
          officeHours: 'Mon\u2013Fri 09:00\u201317:00',
          tenant: person('Ji-woo', 'Paek'),
          studentId: '0034-771-902',
          homeAddr: '14 Seongbuk-ro 23-gil, Seoul, Republic of Korea',
          phone: '(765) 555-0143',
          email: 'jiwoo.paek@example.com',
          premises: '300 N Salisbury Street, Apt 4C, Room 2, West Lafayette, IN 47906',
          start: '2027-08-14',
          end: '2028-05-13',
          rent: 940,
          deposit: 500,
          admin: 150,
          latePct: 5,
          signed: '2027-06-02',
          notes: ['Rent due the 1st although the term starts on the 14th.'],
        }),
    },
    {
      name: 'tw3_il_student_room_champaign',
      build: () =>
        build({
          provider: 'Prairie Gateway International Housing',
          providerAddr: 'P.O. Box 3318, Champaign, IL 61826',
          officeHours: 'weekdays 10:00\u201316:00',
          tenant: person('Matteo', 'Lindahl-Rossi'),
          studentId: '6650212',
          homeAddr: 'Via Solferino 12, 20121 Milano, Italy',
          phone: '(217) 555-0194',
          email: 'matteo.lr@example.net',
          premises: '508 E Green Street, Unit 11, Room B, Champaign, IL 61820',
          start: '2027-01-09',
          end: '2027-12-18',
          rent: 1025,
          deposit: 600,
          admin: 100,
          latePct: 10,
          signed: '2026-11-20',
          notes: ['The office address is a P.O. box (notices go there).'],
        }),
    },
  ],
}
