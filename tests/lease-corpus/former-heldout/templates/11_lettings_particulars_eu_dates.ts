import {
  PdfWriter,
  fontsFor,
  flow,
  footers,
  need,
  dt,
  plain,
  numberWords,
  person,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  agentCo: string
  agentAddr: string
  landlord: string
  tenants: Person[]
  tenantPhone: string
  tenantEmail: string
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  accountName: string
  account: string
  routing: string
  latePct: number
  lateDays: number
  depositDays: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const L = w.margin
  const centre = (t: string, size: number, font = w.bold) => {
    w.page.drawText(t, { x: (w.width - font.widthOfTextAtSize(t, size)) / 2, y: w.y, size, font })
    w.y -= size * 1.6
  }
  centre(v.agentCo, 11)
  centre(v.agentAddr, 8.5, w.regular)
  w.y -= 14
  centre('ASSURED TENANCY AGREEMENT', 14)
  centre('for a furnished dwelling let for a fixed term', 9.5, f.italic)
  w.y -= 10
  const o = { size: 10, leading: 1.45 }
  w.page.drawText('PARTICULARS', { x: L, y: w.y, size: 10.5, font: w.bold })
  w.y -= 18
  const part = (k: string, val: string) => {
    need(w, 16)
    w.page.drawText(k, { x: L, y: w.y, size: 10, font: w.bold })
    flow(w, f, [val], { ...o, x: L + 150, after: 2 })
  }
  const D = (iso: string) => dt(iso).eu
  part('Date:', D(v.signed))
  part('The Landlord:', `${v.landlord}, c/o the Agent`)
  part('The Agent:', `${v.agentCo}, ${v.agentAddr}`)
  part('The Tenant(s):', v.tenants.map((t) => t.full).join(' and '))
  part('Tenant contact:', `tel. ${v.tenantPhone}; e-mail ${v.tenantEmail}`)
  part(
    'The Property:',
    `${v.premises}, together with the furniture and effects listed in the Inventory`,
  )
  part('The Term:', `from and including ${D(v.start)} to and including ${D(v.end)}`)
  const words = numberWords(v.rent)
  part(
    'The Rent:',
    `USD ${plain(v.rent)} (${words} US dollars) per calendar month, payable in advance on the first day of each month`,
  )
  part('The Deposit:', `USD ${plain(v.deposit)} (${numberWords(v.deposit)} US dollars)`)
  part(
    'Payment details:',
    `by bank transfer to account name ${v.accountName}, account number ${v.account}, routing number ${v.routing}, quoting the Property address as reference`,
  )
  w.y -= 8
  const c = (num: string, text: string) => {
    need(w, 30)
    w.page.drawText(num, { x: L, y: w.y, size: 10, font: w.bold })
    flow(w, f, [text], { ...o, x: L + 28 })
  }
  w.page.drawText('TERMS AND CONDITIONS', { x: L, y: w.y, size: 10.5, font: w.bold })
  w.y -= 18
  c(
    '1.',
    'The Landlord lets and the Tenant takes the Property for the Term at the Rent payable as set out in the Particulars. Where there is more than one Tenant, their obligations are joint and several.',
  )
  c(
    '2.',
    `The Tenant shall pay the Rent on the days and in the manner set out above. If any Rent remains unpaid more than ${numberWords(v.lateDays)} (${v.lateDays}) days after the day on which it falls due, the Tenant shall pay a late payment charge of ${v.latePct}% of the overdue amount.`,
  )
  c(
    '3.',
    `The Deposit is held by the Agent as stakeholder in a separate client account. The Deposit (less any sums properly deducted for unpaid Rent, damage to the Property or its contents beyond fair wear and tear, or missing items on the Inventory) will be repaid to the Tenant within ${v.depositDays} days of the end of the tenancy.`,
  )
  c(
    '4.',
    'The Tenant shall pay for electricity, gas, broadband and television services used at the Property during the Term. Water and building charges are included in the Rent.',
  )
  c(
    '5.',
    'The Tenant shall keep the interior of the Property and the furniture in the same good and clean condition as at the start of the Term (fair wear and tear excepted) and shall not remove any item on the Inventory.',
  )
  c(
    '6.',
    'The Tenant shall not assign, sublet or part with possession of the Property, nor permit any person other than the Tenant to reside there, without the prior written consent of the Landlord.',
  )
  c(
    '7.',
    "The Landlord or the Agent may enter the Property on giving at least 24 hours' notice to inspect its condition, to carry out repairs or, in the last two months of the Term, to show it to prospective tenants.",
  )
  c(
    '8.',
    "The Tenant shall not keep any animal at the Property, nor smoke inside it, without the Landlord's prior written consent.",
  )
  c(
    '9.',
    'Any notice to the Landlord shall be sufficiently served if sent to the Agent at the address given in the Particulars. Notices to the Tenant may be served at the Property or by e-mail to the address in the Particulars.',
  )
  c(
    '10.',
    'This agreement is governed by the laws of the State in which the Property is situated. Dates in this agreement are written day/month/year.',
  )
  need(w, 130)
  w.y -= 14
  for (const s of [
    ...v.tenants.map((t) => `Signed by the Tenant ${t.full}`),
    `Signed by ${v.agentCo} as Agent for the Landlord`,
  ]) {
    need(w, 36)
    w.page.drawText(s, { x: L, y: w.y, size: 9.5, font: w.regular })
    w.page.drawLine({
      start: { x: L + 290, y: w.y - 2 },
      end: { x: L + 460, y: w.y - 2 },
      thickness: 0.5,
    })
    w.y -= 30
  }
  footers(w, f.italic, (i, n) => `${i}/${n}`)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.tenantEmail,
      tenantPhone: v.tenantPhone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: `to and including ${D(v.end)}`,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      managementCompany: v.agentCo,
      housingProvider: v.landlord,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: ['Bank Transfer'],
      bankAccount: v.account,
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.lateDays,
      rentDueDescription: 'payable in advance on the first day of each month',
      paymentRecipient: v.accountName,
      depositReturnDays: v.depositDays,
      depositReturnCondition: `less any sums properly deducted for unpaid Rent, damage to the Property or its contents beyond fair wear and tear, or missing items on the Inventory, repaid to the Tenant within ${v.depositDays} days of the end of the tenancy`,
      _notes: [
        'Letting-agent style agreement with a Particulars list; all dates are European day/month/year (DD/MM/YYYY) and the agreement says so in clause 10.',
        'Rent in figures and words ("USD 2,100.00 (two thousand one hundred US dollars)"). Payment only by bank transfer; the account number is bankAccount and the account name is the payment recipient. The routing number is not the account.',
        'Late charge: percentage of the overdue amount after N days (gracePeriodDays N). No guest clause, no NSF fee.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'lettings_particulars_eu_dates',
  title:
    'Letting-agent furnished tenancy agreement with a Particulars list and day/month/year dates',
  exercises:
    'letting-agent furnished tenancy, particulars list, European day/month/year dates, amounts in words, bank transfer',
  docs: [
    {
      name: 'lettings_agreement_cambridge_ma',
      build: () =>
        build({
          agentCo: 'Harbourline Lettings (US) LLC',
          agentAddr: '90 Mount Auburn Street, Suite 4, Cambridge, MA 02138',
          landlord: 'Ambrose Whitcombe',
          tenants: [person('Lieselotte', 'Brandt'), person('Okonkwo', 'Eze')],
          tenantPhone: '+1 (617) 555-0102',
          tenantEmail: 'l.brandt@example.de',
          premises: '14 Ellery Street, Apt 2, Cambridge, MA 02138',
          start: '2026-09-15',
          end: '2027-06-14',
          rent: 3100,
          deposit: 3100,
          accountName: 'Harbourline Lettings (US) LLC',
          account: '4410 2278 9031',
          routing: '011000138',
          latePct: 3,
          lateDays: 7,
          depositDays: 30,
          signed: '2026-08-25',
          notes: [
            'Landlord is an individual reached through the Agent. Start 15/09/2026, end 14/06/2027: nine-month term.',
          ],
        }),
    },
    {
      name: 'lettings_agreement_baltimore_md',
      build: () =>
        build({
          agentCo: 'Chesapeake Furnished Lets, Inc.',
          agentAddr: 'P.O. Box 13562, Baltimore, MD 21203',
          landlord: 'Fells Point Residences LLC',
          tenants: [person('Anneliese', 'van der Berg')],
          tenantPhone: '(410) 555-0175',
          tenantEmail: 'anneliese.vdberg@example.nl',
          premises: '1719 Thames Street, Unit 3, Baltimore, MD 21231',
          start: '2026-11-01',
          end: '2027-10-31',
          rent: 2100,
          deposit: 2100,
          accountName: 'Chesapeake Furnished Lets, Inc.',
          account: '000123884410',
          routing: '052001633',
          latePct: 5,
          lateDays: 10,
          depositDays: 45,
          signed: '2026-10-12',
          notes: [
            'Surname with a particle: "van der Berg" is the last name. Start 01/11/2026 (1 November, not 11 January): the end 31/10/2027 fixes the day/month order.',
          ],
        }),
    },
  ],
}
