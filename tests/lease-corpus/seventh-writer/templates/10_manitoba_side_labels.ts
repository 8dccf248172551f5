import { rgb } from 'pdf-lib'
import { person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { pageNumbers, sideLabel, signPair } from '../parts'

type V = {
  landlord: string
  landlordAddr: string
  manager: { name: string; addrWritten: string; addr: string; phone: string; hours: string } | null
  pay:
    | {
        kind: 'bank'
        bank: string
        institution: string
        transit: string
        account: string
        holder: string
      }
    | { kind: 'etransfer'; email: string; payee: string; mailTo: string }
  tenants: { p: Person; phone: string; email: string }[]
  occupants: { p: Person; age: number }[]
  premises: string
  start: string
  end: string | null
  rent: number
  deposit: number
  petDeposit: number | null
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 50, size: 9 })
  const { f } = k
  const s = (label: string, text: string) =>
    sideLabel(k, label, text, { size: 8.9, labelWidth: 108 })
  k.w.page.drawRectangle({
    x: 0,
    y: k.w.height - 78,
    width: k.w.width,
    height: 78,
    color: rgb(0.16, 0.33, 0.3),
  })
  k.w.page.drawText('TENANCY AGREEMENT', {
    x: k.L,
    y: k.w.height - 42,
    size: 18,
    font: f.sansBold,
    color: rgb(1, 1, 1),
  })
  k.w.page.drawText(
    'Residential \u2014 Manitoba \u2014 prepared under The Residential Tenancies Act',
    {
      x: k.L,
      y: k.w.height - 58,
      size: 8.4,
      font: f.sans,
      color: rgb(1, 1, 1),
    },
  )
  k.w.y = k.w.height - 100
  s('Landlord', `${v.landlord}, ${v.landlordAddr}.`)
  s(
    'Landlord\u2019s agent',
    v.manager
      ? `${v.manager.name}, ${v.manager.addrWritten}. Telephone ${v.manager.phone}. Office open ${v.manager.hours}. The agent manages the premises and collects rent for the landlord.`
      : 'None. The landlord manages the premises.',
  )
  s(
    'Tenant(s)',
    v.tenants.map((t) => `${t.p.full} \u2014 ${t.phone} \u2014 ${t.email}`).join('; ') +
      '. Each tenant is responsible for the full rent.',
  )
  s(
    'Others living in the unit',
    v.occupants.length ? v.occupants.map((o) => `${o.p.full} (age ${o.age})`).join('; ') : 'None.',
  )
  s('Rental unit', v.premises)
  s(
    'Term',
    v.end
      ? `Fixed term. Start date ${v.start}. End date ${v.end}. Dates are written year-month-day.`
      : `Periodic, month to month. Start date ${v.start}. Dates are written year-month-day.`,
  )
  s(
    'Rent',
    `${usd(v.rent)} per month, due on or before the 1st day of every month. Rent includes heat, water and one parking stall with a plug-in. The landlord may raise the rent only once in 12 months and only after 3 months\u2019 written notice.`,
  )
  s(
    'How rent is paid',
    v.pay.kind === 'bank'
      ? `By pre-authorized debit from the tenant\u2019s account, or by bank transfer to the landlord\u2019s account at ${v.pay.bank} \u2014 institution ${v.pay.institution}, transit ${v.pay.transit}, account ${v.pay.account} (account holder ${v.pay.holder}). No cash or cheques.`
      : `By Interac e-Transfer to ${v.pay.email}, or by cheque payable to ${v.pay.payee} mailed to ${v.pay.mailTo}. No cash.`,
  )
  s(
    'Late payment',
    'If rent is still unpaid at the end of the 2nd day of the month, a late payment fee of $30.00 applies, plus $5.00 for each further day, to a maximum of $100.00 in a month.',
  )
  s('NSF', 'A charge of $20.00 applies to each NSF cheque or failed pre-authorized debit.')
  s(
    'Security deposit',
    `${usd(v.deposit)} (not more than half of one month\u2019s rent).` +
      (v.petDeposit ? ` Pet deposit ${usd(v.petDeposit)}, held separately for one dog.` : '') +
      ' The landlord will return the security deposit, with the interest set by regulation, within 14 days after the tenancy ends unless the landlord makes a claim against it.',
  )
  s(
    'Use and care',
    'The tenant uses the unit as a private residence, keeps it clean, and tells the landlord promptly of needed repairs. No smoking or vaping inside. The landlord may enter between 8 a.m. and 8 p.m. after at least 24 hours\u2019 written notice, or at any time in an emergency.',
  )
  s(
    'Notices',
    v.manager
      ? `Notices to the landlord go to the agent at ${v.manager.addrWritten}. Notices to the tenant go to the rental unit or to the e-mail addresses above.`
      : `Notices to the landlord go to ${v.landlordAddr}. Notices to the tenant go to the rental unit or to the e-mail addresses above.`,
  )
  k.gap(4)
  k.line(`Signed ${v.signed}.`, 8.8, f.sans)
  k.gap(4)
  signPair(
    k,
    [`Landlord: ${v.landlord}`, ...(v.manager ? [`by its agent ${v.manager.name}`] : [])],
    [`Tenant: ${v.tenants[0]?.p.full ?? ''}`],
  )
  for (const t of v.tenants.slice(1)) signPair(k, [''], [`Tenant: ${t.p.full}`])
  pageNumbers(k, (i, n) => `Tenancy Agreement \u2014 ${v.premises} \u2014 page ${i} of ${n}`, {
    align: 'center',
  })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  const bank = v.pay.kind === 'bank'
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      managementCompany: v.manager?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.manager ? v.manager.addr : v.landlordAddr,
      acceptedPaymentMethods: bank ? ['ACH', 'Bank Transfer'] : ['E-Transfer', 'Check'],
      bankAccount: v.pay.kind === 'bank' ? v.pay.account : null,
      gracePeriodDays: 2,
      nsfFeeFirst: 20,
      rentDueDescription: 'due on or before the 1st day of every month',
      paymentRecipient: v.pay.kind === 'etransfer' ? v.pay.payee : null,
      paymentAddress: v.pay.kind === 'etransfer' ? v.pay.mailTo : null,
      officeHours: v.manager?.hours ?? null,
      nsfPolicy: 'A charge of $20.00 applies to each NSF cheque or failed pre-authorized debit.',
      depositReturnDays: 14,
      depositReturnCondition:
        'with the interest set by regulation, within 14 days after the tenancy ends unless the landlord makes a claim against it',
      _notes: [
        'Tenancy agreement under a dark banner, every section a shaded side label with the text beside it; ISO dates (terminationDateText the end date as written).',
        '"Still unpaid at the end of the 2nd day of the month": gracePeriodDays 2; flat $30 plus $5 a day capped at $100 (lateFeePercentage null). nsfPolicy is the NSF section\u2019s sentence.',
        'Security deposit is half a month; a pet deposit is a distractor. Deposit "will return the security deposit, with the interest \u2026": depositReturnCondition the wording after it. No guest limit or move-in total is stated (null).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'manitoba_side_labels',
  title: 'Manitoba tenancy agreement with shaded side labels and ISO dates',
  exercises:
    'dark banner header, every section a shaded side label with text beside it, company landlord through an agent with the unit before the street and 24-hour office hours or an owner couple managing themselves, tenants with phones and e-mails on one line each, occupant with age or none, ISO dates with a fixed term or a periodic tenancy, rent including heat and a parking stall, pre-authorized debit or bank transfer with institution, transit and account numbers and account holder, or e-Transfer plus cheques to a payee at a P.O. box, no cash, late at the end of the 2nd day with a daily capped fee, NSF sentence, half-month deposit with interest and 14-day return, pet deposit distractor, no guest limit',
  docs: [
    {
      name: 'tw7_mb_tenancy_agreement_winnipeg',
      build: () =>
        build({
          landlord: 'Assiniboine Crescent Apartments Ltd.',
          landlordAddr: '2400 Portage Avenue, Winnipeg, MB R3J 0M8',
          manager: {
            name: 'Red River Residential Management Inc.',
            addrWritten: 'Unit 300, 171 Donald Street, Winnipeg, MB R3C 1M4',
            addr: '171 Donald Street, Unit 300, Winnipeg, MB R3C 1M4',
            phone: '(204) 555-0163',
            hours: '08:00\u201316:00 Monday to Friday',
          },
          pay: {
            kind: 'bank',
            bank: 'Prairie Credit Union',
            institution: '809',
            transit: '04417',
            account: '1029384-77',
            holder: 'Assiniboine Crescent Apartments Ltd. \u2014 Rent Trust',
          },
          tenants: [
            {
              p: person('Yusuf', 'Abernathy-Okeke'),
              phone: '(204) 555-0187',
              email: 'yusuf.ao@example.ca',
            },
          ],
          occupants: [{ p: person('Amara', 'Abernathy-Okeke'), age: 3 }],
          premises: '95 Wellington Crescent, Suite 804, Winnipeg, MB R3M 0A2',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1580,
          deposit: 790,
          petDeposit: null,
          signed: '2027-08-09',
          notes: [
            'Company landlord through an agent: managementCompany the agent, mailingAddress its office (unit written before the street; truth after it). The landlord\u2019s own Portage Avenue address is a distractor.',
            'Pre-authorized debit gives ACH; bank transfer with institution, transit and account numbers gives Bank Transfer and bankAccount the account number (institution and transit are distractors). The account holder is not a payee: paymentRecipient and paymentAddress null. Office hours in 24-hour form.',
          ],
        }),
    },
    {
      name: 'tw7_mb_tenancy_agreement_brandon',
      build: () =>
        build({
          landlord: 'Harvey and Bernice Kowalchuk',
          landlordAddr: 'P.O. Box 118, Brandon, MB R7A 5Y6',
          manager: null,
          pay: {
            kind: 'etransfer',
            email: 'kowalchuk.rentals@example.ca',
            payee: 'Harvey Kowalchuk',
            mailTo: 'P.O. Box 118, Brandon, MB R7A 5Y6',
          },
          tenants: [
            {
              p: person('Siobhan', 'Nwachukwu'),
              phone: '(204) 555-0131',
              email: 'siobhan.n@example.com',
            },
            {
              p: person('Dario', 'Lindgren-Paz'),
              phone: '(431) 555-0176',
              email: 'dario.lp@example.ca',
            },
          ],
          occupants: [],
          premises: '1144 Princess Avenue, Brandon, MB R7A 0R1',
          start: '2027-05-01',
          end: null,
          rent: 1240,
          deposit: 620,
          petDeposit: 500,
          signed: '2027-04-12',
          notes: [
            'Owner couple managing themselves ("None" for the agent): managementCompany null; their P.O. box is the notice address and where cheques are mailed; cheques payable to one owner (paymentRecipient as written). e-Transfer to an e-mail gives E-Transfer.',
            'Periodic (month to month): endDate and terminationDateText null. Two tenants in a house (no unit). Pet deposit for one dog is not the security deposit.',
          ],
        }),
    },
  ],
}
