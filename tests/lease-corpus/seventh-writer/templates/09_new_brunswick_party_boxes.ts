import { rgb } from 'pdf-lib'
import {
  dt,
  lastFirst,
  ordinal,
  person,
  usd,
  wrapText,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, type Kit } from '../../third-writer/kit'
import { heading, pageNumbers, signPair } from '../parts'

type V = {
  landlord: Person
  landlordAddr: string
  landlordPhone: string
  manager: { name: string; addr: string; phone: string; email: string } | null
  etransfer: string
  cheques: boolean
  tenants: { p: Person; phone: string; email: string }[]
  premises: string
  start: string
  end: string | null
  rent: number
  deposit: number
  parking: number | null
  signed: string
  notes: string[]
}

/** Two boxes side by side, each with a caption bar and lines. */
const partyBoxes = (k: Kit, left: [string, string[]], right: [string, string[]]) => {
  const half = (k.W - 12) / 2
  const size = 8.8
  const lines = [left, right].map(([, ls]) =>
    ls.flatMap((l) => wrapText(l, k.w.regular, size, half - 12)),
  )
  const h = 18 + Math.max(...lines.map((l) => l.length)) * size * 1.35 + 8
  const top = k.w.y
  ;[left, right].forEach(([cap], i) => {
    const x = k.L + i * (half + 12)
    k.w.page.drawRectangle({
      x,
      y: top - h,
      width: half,
      height: h,
      borderWidth: 0.8,
      borderColor: rgb(0, 0, 0),
    })
    k.w.page.drawRectangle({
      x,
      y: top - 14,
      width: half,
      height: 14,
      color: rgb(0.12, 0.25, 0.45),
    })
    k.w.page.drawText(cap, {
      x: x + 6,
      y: top - 10.5,
      size: 8.4,
      font: k.f.sansBold,
      color: rgb(1, 1, 1),
    })
    ;(lines[i] ?? []).forEach((l, li) =>
      k.w.page.drawText(l, { x: x + 6, y: top - 28 - li * size * 1.35, size, font: k.w.regular }),
    )
  })
  k.w.y = top - h - 14
}

const signedWords = (iso: string) => {
  const d = dt(iso)
  return `${ordinal(d.day)} ${d.month} ${d.year}`
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 54, size: 9.2 })
  const { f, p } = k
  k.w.page.drawText('RESIDENTIAL LEASE', {
    x: k.L,
    y: k.w.y,
    size: 17,
    font: f.sansBold,
    color: rgb(0.12, 0.25, 0.45),
  })
  const prov = 'Province of New Brunswick'
  k.w.page.drawText(prov, {
    x: k.L + k.W - f.sans.widthOfTextAtSize(prov, 9),
    y: k.w.y + 3,
    size: 9,
    font: f.sans,
  })
  k.w.y -= 24
  partyBoxes(
    k,
    [
      'LANDLORD',
      [
        v.landlord.full,
        `${v.landlordAddr}`,
        `Tel. ${v.landlordPhone}`,
        ...(v.manager
          ? [
              `Property manager: ${v.manager.name}`,
              v.manager.addr,
              `Tel. ${v.manager.phone} \u00b7 ${v.manager.email}`,
            ]
          : ['Property manager: none \u2014 the landlord manages the premises']),
      ],
    ],
    ['TENANT(S)', v.tenants.flatMap((t) => [lastFirst(t.p), `${t.phone} \u00b7 ${t.email}`])],
  )
  const sec = (t: string) => heading(k, t, { size: 10, font: f.sansBold, rule: true })
  sec('1. Premises and term')
  p(`1.1 The landlord rents to the tenant the premises at ${v.premises}.`)
  p(
    v.end
      ? `1.2 The tenancy is for a fixed term starting ${dt(v.start).eu} and ending ${dt(v.end).eu}. Dates in this lease are written day/month/year.`
      : `1.2 The tenancy is a month-to-month tenancy starting ${dt(v.start).eu}. Dates in this lease are written day/month/year. Either party may end it by notice as the Residential Tenancies Act requires.`,
  )
  sec('2. Rent')
  p(
    `2.1 The rent is ${usd(v.rent)} a month. Rent is due on the first (1st) day of each month. The rent includes heat, hot water and one storage locker.` +
      (v.parking
        ? ` 2.2 An outdoor parking stall is ${usd(v.parking)} a month extra and is not included in the rent.`
        : ''),
  )
  p(
    `${v.parking ? '2.3' : '2.2'} The tenant pays rent by Interac e-Transfer to ${v.etransfer}` +
      (v.cheques
        ? ` or by twelve post-dated cheques payable to ${v.landlord.full}, given to the landlord at the start of the tenancy.`
        : '. Cheques and cash are not accepted.'),
  )
  p(
    `${v.parking ? '2.4' : '2.3'} Rent more than three (3) days late attracts a late charge of $25.00. Each cheque or e-Transfer that is returned or reversed costs the tenant $25.00.`,
  )
  sec('3. Security deposit')
  p(
    `3.1 The tenant has paid a security deposit of ${usd(v.deposit)}, which is not more than one month\u2019s rent. 3.2 Within fifteen days of receiving it, the landlord will forward the security deposit to the Residential Tenancies Tribunal, which holds it until the tenancy ends and pays it out as the parties agree or the Tribunal orders.`,
  )
  sec('4. Occupants and guests')
  p(
    '4.1 Only the tenant(s) named above may live in the premises. 4.2 A guest may stay for up to 7 nights in a row; longer stays need the landlord\u2019s written consent.',
  )
  sec('5. Care, repairs and entry')
  p(
    '5.1 The tenant keeps the premises reasonably clean and reports needed repairs promptly. 5.2 The landlord may enter between 8 a.m. and 8 p.m. after 24 hours\u2019 written notice, or at any time in an emergency. 5.3 No smoking of any substance inside the building.',
  )
  sec('6. Notices')
  p(
    v.manager
      ? `6.1 Notices to the landlord are given to the property manager at ${v.manager.addr}. 6.2 Notices to the tenant are given at the premises or by e-mail to the address in the tenant box.`
      : `6.1 Notices to the landlord are given at ${v.landlordAddr}. 6.2 Notices to the tenant are given at the premises or by e-mail to the address in the tenant box.`,
  )
  k.gap(4)
  p(`Signed at ${v.premises.split(', ').at(-2)}, New Brunswick, this ${signedWords(v.signed)}.`)
  k.gap(4)
  signPair(
    k,
    [`Landlord: ${v.landlord.full}`, ...(v.manager ? [`per ${v.manager.name}`] : [])],
    [`Tenant: ${v.tenants[0]?.p.full ?? ''}`],
  )
  for (const t of v.tenants.slice(1)) signPair(k, [''], [`Tenant: ${t.p.full}`])
  pageNumbers(k, (i, n) => `Residential Lease \u2014 ${v.premises} \u2014 ${i}/${n}`, {
    align: 'left',
  })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).eu : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 7,
      managementCompany: v.manager?.name ?? null,
      housingProvider: v.landlord.full,
      mailingAddress: v.manager ? v.manager.addr : v.landlordAddr,
      acceptedPaymentMethods: v.cheques ? ['E-Transfer', 'Check'] : ['E-Transfer'],
      gracePeriodDays: 3,
      nsfFeeFirst: 25,
      rentDueDescription: 'due on the first (1st) day of each month',
      paymentRecipient: v.cheques ? v.landlord.full : null,
      nsfPolicy: 'Each cheque or e-Transfer that is returned or reversed costs the tenant $25.00.',
      _notes: [
        'Landlord\u2019s own lease with side-by-side LANDLORD and TENANT(S) boxes on caption bars, then short decimal-numbered clauses under ruled headings; dates day/month/year (DD/MM/YYYY) and the signing date as "3rd October 2027" (not a truth date).',
        'Tenants are listed "LAST, First" in the tenant box with their phone and e-mail (truth in natural order; the first tenant\u2019s contact is tenantPhone/tenantEmail).',
        'Interac e-Transfer to an e-mail gives E-Transfer with no payee; post-dated cheques, where offered, give Check with the landlord as payee. No payment address is stated for either (paymentAddress null).',
        '"Rent more than three (3) days late": gracePeriodDays 3, flat $25. nsfPolicy is the second sentence of that clause.',
        'The deposit is forwarded to the Residential Tenancies Tribunal and paid out by it: no return period or return wording, so depositReturnDays and depositReturnCondition are null. Rent includes heat and hot water.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'new_brunswick_party_boxes',
  title:
    'New Brunswick landlord\u2019s lease with side-by-side party boxes and day/month/year dates',
  exercises:
    'side-by-side landlord and tenant boxes on coloured caption bars (landlord an individual, with a property manager\u2019s P.O. box and e-mail or "none"), tenants "LAST, First" each with phone and e-mail, decimal-numbered clauses under ruled headings, DD/MM/YYYY dates and an ordinal "3rd October 2027" signing date, month to month or fixed term, rent including heat, parking stall apart from rent in one, Interac e-Transfer to an e-mail with or without post-dated cheques to the landlord, cheques and cash refused in one, flat late charge after three days, returned or reversed payment sentence, deposit forwarded to the Residential Tenancies Tribunal with no return period, guest nights in a row',
  docs: [
    {
      name: 'tw7_nb_residential_lease_fredericton',
      build: () =>
        build({
          landlord: person('Ga\u00e9tan', 'Thibodeau'),
          landlordAddr: '92 Waterloo Row, Fredericton, NB E3B 1Y9',
          landlordPhone: '(506) 555-0144',
          manager: null,
          etransfer: 'gthibodeau.rent@example.ca',
          cheques: true,
          tenants: [
            {
              p: person('R\u00e9mi', 'Arseneau'),
              phone: '(506) 555-0179',
              email: 'remi.arseneau@example.ca',
            },
            {
              p: person('Adaeze', 'Okoro'),
              phone: '(506) 555-0126',
              email: 'adaeze.okoro@example.com',
            },
          ],
          premises: '418 Charlotte Street, Apt 2, Fredericton, NB E3B 1L5',
          start: '2027-11-01',
          end: null,
          rent: 1350,
          deposit: 1350,
          parking: null,
          signed: '2027-10-03',
          notes: [
            'Month to month: endDate and terminationDateText null. Landlord manages himself (managementCompany null); his address in the landlord box and clause 6.1 is mailingAddress. Post-dated cheques payable to the landlord: paymentRecipient as written.',
          ],
        }),
    },
    {
      name: 'tw7_nb_residential_lease_moncton_scan',
      build: () =>
        build({
          landlord: person('Priscilla', 'Hemphill'),
          landlordAddr: '15 Mountain Road, Moncton, NB E1C 2J8',
          landlordPhone: '(506) 555-0109',
          manager: {
            name: 'Petitcodiac Property Management Ltd.',
            addr: 'P.O. Box 2207, Moncton, NB E1C 8J3',
            phone: '(506) 555-0150',
            email: 'rent@petitcodiacpm.example.ca',
          },
          etransfer: 'rent@petitcodiacpm.example.ca',
          cheques: false,
          tenants: [
            {
              p: person('Nad\u00e8ge', 'Cormier'),
              phone: '(506) 555-0182',
              email: 'nadege.cormier@example.ca',
            },
          ],
          premises: '77 Botsford Street, Unit 305, Moncton, NB E1C 4W8',
          start: '2027-07-01',
          end: '2028-06-30',
          rent: 1495,
          deposit: 1495,
          parking: 45,
          signed: '2027-06-03',
          notes: [
            'Fixed term (terminationDateText the end date as written, 30/06/2028). Landlord an individual with a property manager (managementCompany); notices go to the manager\u2019s P.O. box (mailingAddress); the landlord\u2019s own address is a distractor.',
            'e-Transfer only to the manager\u2019s e-mail, cheques and cash refused: no payee (null). The parking stall is not rent.',
          ],
        }),
      scan: {
        dpi: 160,
        rotate: 1.9,
        contrast: 0.55,
        noise: 14,
        lighting: 0.15,
        quality: 55,
        seed: 7909,
      },
    },
  ],
}
