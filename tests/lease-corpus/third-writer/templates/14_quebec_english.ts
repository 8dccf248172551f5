import { dt, person, rect, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  lessor: string
  lessorAddr: string
  lessorRep: string | null
  lessees: Person[]
  phone: string
  email: string | null
  dwelling: string
  start: string
  end: string
  rent: number
  acct: string
  signed: string
  notes: string[]
}

const cad = (n: number) => n.toLocaleString('en-CA', { minimumFractionDigits: 2 }) + ' $'

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 52, size: 9.2 })
  const { w, f, L, W, p } = k
  k.centre(
    'LEASE OF A DWELLING (English translation for the parties\u2019 convenience)',
    11.5,
    f.sansBold,
  )
  k.centre('Province of Quebec \u2014 Civil Code of Qu\u00e9bec, arts. 1851 ff.', 8, f.sans)
  k.gap(4)
  const sect = (letter: string, head: string) => {
    rect(w.page, L, w.y - 3, W, 13, 0.9)
    w.page.drawText(`${letter}  ${head}`, { x: L + 4, y: w.y, size: 9, font: f.sansBold })
    w.y -= 18
  }
  sect('A', 'BETWEEN THE LESSOR')
  p(
    `${v.lessor}, ${v.lessorAddr}` +
      (v.lessorRep ? `, represented by ${v.lessorRep}, mandatary` : ''),
  )
  sect('', 'AND THE LESSEE(S)')
  v.lessees.forEach((l, i) =>
    p(
      `${l.last.toUpperCase()}, ${l.first}` +
        (i === 0 ? `   Tel.: ${v.phone}` + (v.email ? `   E-mail: ${v.email}` : '') : ''),
    ),
  )
  sect('B', 'DESCRIPTION OF THE LEASED DWELLING')
  p(`Address: ${v.dwelling}. Heating by electric baseboards. One locker; no parking space.`)
  sect('C', 'TERM OF THE LEASE')
  p(
    `Fixed-term lease of 12 months, beginning on ${dt(v.start).eu} (day/month/year) and ending on ${dt(v.end).eu}.`,
  )
  sect('D', 'RENT')
  p(
    `The rent is ${cad(v.rent)} per month. It is payable on the 1st day of each month. The first payment period is payable on the first day of the lease. Method of payment: cheque or direct deposit to the lessor\u2019s account no. ${v.acct}. Post-dated cheques may not be required. Place of payment: the lessor\u2019s address above.`,
  )
  p(
    'No deposit may be demanded for the lease (art. 1904 C.C.Q.); the lessor demands none. No key deposit is charged.',
  )
  sect('E', 'SERVICES AND CONDITIONS')
  p(
    'Hot water and heating are paid by the lessee. Snow removal from the balcony and the entrance is the lessee\u2019s; from the parking area, the lessor\u2019s. Animals allowed: one cat. Smoking is prohibited in the dwelling.',
  )
  p(
    'A lessee who is late paying rent for more than three weeks may be evicted on application to the Tribunal administratif du logement. Interest on late rent is at the legal rate.',
  )
  sect('F', 'NOTICE OF RENT')
  p(
    `The lowest rent paid in the 12 months before the beginning of the lease was ${cad(v.rent - 45)}. This notice is given under art. 1896 C.C.Q. (not the rent of this lease).`,
  )
  sect('G', 'SIGNATURES')
  p(`Signed on ${dt(v.signed).eu}.`)
  k.gap(12)
  for (const who of [`Lessor ${v.lessor}`, ...v.lessees.map((l) => `Lessee ${l.full}`)]) {
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 220, y: w.y }, thickness: 0.5 })
    w.page.drawText(who, { x: L, y: w.y - 10, size: 8.4, font: f.sans })
    w.y -= 30
  }
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.lessees,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.dwelling,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).eu,
      monthlyRent: v.rent,
      securityDeposit: null,
      rentDueDay: 1,
      housingProvider: v.lessor,
      mailingAddress: v.lessorAddr,
      acceptedPaymentMethods: ['Check', 'Bank Transfer'],
      bankAccount: v.acct,
      rentDueDescription: 'payable on the 1st day of each month',
      paymentRecipient: v.lessor,
      paymentAddress: v.lessorAddr,
      _notes: [
        'Quebec lease in English with lettered sections; dates in day/month/year (DD/MM/YYYY); amounts written with the dollar sign after the figure ("1,395.00 $").',
        'Quebec forbids deposits and the lease says none is demanded: securityDeposit null (not 0), no return terms.',
        'The lowest rent of the previous 12 months (section F) is a distractor, not the rent.',
        'No late fee, grace period or NSF fee is stated. Direct deposit to the lessor\u2019s account is recorded as Bank Transfer with bankAccount.',
        'Lessees listed as "LAST, First"; the first lessee\u2019s contacts are on the same line.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'quebec_english',
  title: 'Quebec lease of a dwelling in English translation with lettered sections',
  exercises:
    'DD/MM/YYYY dates, dollar sign after the amount, no deposit by law (null), previous-rent notice as distractor, lessee names in LAST, First form, mandatary',
  docs: [
    {
      name: 'tw3_qc_lease_montreal',
      build: () =>
        build({
          lessor: 'Gestion Immobili\u00e8re Plateau-Est Inc.',
          lessorAddr: '4200 rue Saint-Denis, bureau 300, Montr\u00e9al (Qu\u00e9bec) H2J 2K8',
          lessorRep: 'Rosaire Tremblay-Okoye',
          lessees: [person('Ana\u00efs', 'Bergeron'), person('Kofi', 'Lachance')],
          phone: '514-555-0163',
          email: 'anais.bergeron@example.com',
          dwelling: '5120 avenue de Lorimier, app. 2, Montr\u00e9al (Qu\u00e9bec) H2H 2B5',
          start: '2027-07-01',
          end: '2028-06-30',
          rent: 1395,
          acct: '00412-815-5523107',
          signed: '2027-03-12',
          notes: [
            'Lease begins 1 July (moving day). Two lessees; company lessor acting through a mandatary.',
          ],
        }),
    },
    {
      name: 'tw3_qc_lease_gatineau',
      build: () =>
        build({
          lessor: 'Louis-Philippe Ouellet',
          lessorAddr: '88 rue Laval, Gatineau (Qu\u00e9bec) J8X 3H1',
          lessorRep: null,
          lessees: [person('Mireille', 'Anand')],
          phone: '819-555-0129',
          email: null,
          dwelling: '231 boulevard Saint-Joseph, app. 5, Gatineau (Qu\u00e9bec) J8Y 3X5',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1080,
          acct: '81520-003-1190442',
          signed: '2027-08-02',
          notes: ['Individual lessor; one lessee with a phone only.'],
        }),
    },
  ],
}
