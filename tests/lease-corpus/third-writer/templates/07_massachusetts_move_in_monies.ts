import { blank, dt, fill, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  lessor: string
  lessorAddr: string
  lessorPhone: string
  tenants: Person[]
  phone: string
  email: string | null
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  lock: number
  bank: string
  acct: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 62, size: 10 })
  const { w, f, L, W, p } = k
  k.centre('Commonwealth of Massachusetts', 9, f.italic)
  k.centre('LEASE FOR A FIXED TERM', 14)
  k.gap(6)
  const row = (label: string, value: string | null) => {
    blank(w.page, f, label, value, L, w.y, W, { size: 9.6, labelFont: w.bold })
    w.y -= 19
  }
  row('Lessor:', v.lessor)
  row('Lessor\u2019s address for notices:', v.lessorAddr)
  row('Managing agent (if any):', null)
  row('Tenant(s):', v.tenants.map((t) => t.full).join(' / '))
  row('Premises:', v.premises)
  row('Term:', `${dt(v.start).long} through ${dt(v.end).long}`)
  row('Monthly rent:', `${usd(v.rent)}, payable on the first day of each month`)
  k.gap(4)
  k.line('MOVE-IN MONIES', 10.5, w.bold)
  const total = v.rent * 2 + v.deposit + v.lock
  k.table(
    [
      ['First month\u2019s rent', usd(v.rent)],
      ['Last month\u2019s rent', usd(v.rent)],
      ['Security deposit', usd(v.deposit)],
      ['Cost of new lock and key', usd(v.lock)],
      ['Total due before the start of the term', usd(total)],
    ],
    [0.65, 0.35],
  )
  k.line('TERMS', 10.5, w.bold)
  p(
    '1. Rent is payable to the Lessor at the notice address above, by check or money order. The last month\u2019s rent is held as rent for the final month of the term; Lessor pays interest on it each year as G.L. c. 186, \u00a7 15B requires.',
  )
  p(
    '2. No late charge will be made unless rent remains unpaid thirty (30) days after it is due; then a charge of $25.00 may be made.',
  )
  p([
    '3. The security deposit is held in a separate, interest-bearing account at',
    fill(v.bank, 140),
    ', account no.',
    fill(v.acct, 90),
    '. The account is not for rent payments. Within thirty (30) days after the end of the tenancy Lessor will return the deposit with interest, less any lawful deductions listed in a sworn, itemized statement.',
  ])
  p(
    '4. A statement of the condition of the Premises is attached. Tenant may add to it within fifteen (15) days.',
  )
  p(
    '5. Tenant shall not assign or sublet, keep pets, or make alterations without Lessor\u2019s written consent.',
  )
  p('6. Lessor may enter to inspect, repair or show the Premises on reasonable notice.')
  p(
    '7. Tenant shall carry renter\u2019s insurance. Lessor pays for heat and hot water; Tenant pays electricity and cooking gas.',
  )
  p(
    '8. Guests may not stay more than fourteen (14) days in any calendar year without written consent.',
  )
  p('9. At the end of the term Tenant shall leave the Premises clean and return all keys.')
  w.newPage()
  w.y = w.height - 80
  k.line('SIGNATURES AND CONTACTS', 10.5, w.bold)
  p(`Signed as a sealed instrument on ${dt(v.signed).long}.`)
  k.gap(10)
  blank(w.page, f, 'Lessor', null, L, w.y, 260, { size: 9.6 })
  w.page.drawText(`${v.lessor}   tel. ${v.lessorPhone}`, {
    x: L + 280,
    y: w.y,
    size: 9,
    font: w.regular,
  })
  w.y -= 30
  v.tenants.forEach((t, i) => {
    blank(w.page, f, 'Tenant', null, L, w.y, 260, { size: 9.6 })
    w.page.drawText(t.full, { x: L + 280, y: w.y, size: 9, font: w.regular })
    if (i === 0) {
      w.page.drawText(`tel. ${v.phone}`, { x: L + 280, y: w.y - 11, size: 9, font: w.regular })
      if (v.email) w.page.drawText(v.email, { x: L + 280, y: w.y - 22, size: 9, font: w.regular })
    }
    w.y -= 40
  })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      housingProvider: v.lessor,
      mailingAddress: v.lessorAddr,
      acceptedPaymentMethods: ['Check', 'Money Order'],
      gracePeriodDays: 30,
      totalMoveInCost: total,
      rentDueDescription: 'payable on the first day of each month',
      paymentRecipient: v.lessor,
      paymentAddress: v.lessorAddr,
      depositReturnDays: 30,
      depositReturnCondition:
        'Within thirty (30) days after the end of the tenancy Lessor will return the deposit with interest, less any lawful deductions listed in a sworn, itemized statement',
      _notes: [
        'Massachusetts fixed-term lease: the managing-agent blank is left empty on purpose (managementCompany null).',
        'Move-in monies table: first month, last month\u2019s rent, security deposit and a lock fee; totalMoveInCost is the printed total. Last month\u2019s rent is not part of the security deposit.',
        'The deposit escrow account number is stated but is explicitly not for rent, so bankAccount is null.',
        'No late charge until 30 days unpaid: gracePeriodDays 30; flat $25.00 (lateFeePercentage null).',
        'Tenant contacts only on the signature page (page 2), beside the first tenant.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'massachusetts_move_in_monies',
  title: 'Massachusetts fixed-term lease with a move-in monies table and a deposit escrow account',
  exercises:
    'blank managing-agent line, last month\u2019s rent vs deposit, move-in total, escrow account that is not for rent, 30-day late threshold, contacts on a separate signature page',
  docs: [
    {
      name: 'tw3_ma_fixed_term_lease_worcester',
      build: () =>
        build({
          lessor: 'Fionnuala Desrosiers',
          lessorAddr: '44 Elm Street, Worcester, MA 01609',
          lessorPhone: '(508) 555-0135',
          tenants: [
            person('Thaddeus', 'Nkemelu'),
            person('Beatriz', 'Aalto'),
            person('Colm', 'Ferreira'),
          ],
          phone: '(508) 555-0179',
          email: 'tnkemelu@example.com',
          premises: '17 Kilby Street, 3rd Floor, Worcester, MA 01610',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 2250,
          deposit: 2250,
          lock: 75,
          bank: 'Quinsigamond Savings Bank',
          acct: '600-218-4471',
          signed: '2027-07-30',
          notes: [
            'Three tenants; only the first has contacts. Total 2,250 x 2 + 2,250 + 75 = $6,825.00.',
          ],
        }),
    },
    {
      name: 'tw3_ma_fixed_term_lease_springfield',
      build: () =>
        build({
          lessor: 'Pynchon Park Realty Trust',
          lessorAddr: '1500 Main Street, Suite 22, Springfield, MA 01103',
          lessorPhone: '(413) 555-0117',
          tenants: [person('Annika', 'Delacroix-Hume')],
          phone: '(413) 555-0150',
          email: null,
          premises: '88 Mulberry Street, Apt 4, Springfield, MA 01105',
          start: '2027-02-01',
          end: '2028-01-31',
          rent: 1380,
          deposit: 1000,
          lock: 50,
          bank: 'Connecticut Valley Cooperative Bank',
          acct: '0041-77720',
          signed: '2027-01-12',
          notes: ['One tenant, phone only. Total 1,380 x 2 + 1,000 + 50 = $3,810.00.'],
        }),
    },
  ],
}
