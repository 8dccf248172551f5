import { dt, fill, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import {
  boxRow,
  boxedText,
  cells,
  hangPara,
  letterTab,
  pageNumbers,
  room,
  ruledTable,
  signPair,
  twinBoxes,
} from '../parts'

type V = {
  lessor: { name: string; addr: string; tel: string; email: string }
  mandatary: { name: string; office: string; tel: string; hours: string } | null
  lessees: { p: Person; tel: string; email: string }[]
  premises: string
  rooms: string
  extras: string
  term:
    | { kind: 'fixed'; start: string; end: string; months: string }
    | { kind: 'indeterminate'; start: string }
  rent: number
  parking: string
  boxes: [label: string, on: boolean, name: string][]
  postDated: boolean
  etransfer: string | null
  payee: string
  payAt: string
  services: [item: string, byLessor: boolean][]
  lowest: number
  nsf: number
  guests: { text: string; days: number } | null
  pets: string
  signed: { place: string; date: string }
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 46, size: 8.8 })
  const { f } = k
  k.w.y = k.w.height - 48
  k.centre('LEASE OF A DWELLING', 16, f.sansBold)
  k.centre('Bail d\u2019un logement \u2014 English version chosen by the parties', 8.4, f.italic)
  k.gap(2)
  k.p(
    'Civil Code of Qu\u00e9bec, articles 1851 to 2000. All dates in this lease are written day/month/year (dd/mm/yyyy). Amounts are in Canadian dollars.',
    { size: 7.8, font: f.italic },
  )
  const P = (t: string) => k.p(t, { size: 8.6, after: 4 })
  letterTab(k, 'A', 'Between the undersigned', 'Entre les soussign\u00e9s')
  const lessorRows: [string, string][] = [
    ['Name of lessor', v.lessor.name],
    ['Address (no., street, apt., municipality, postal code)', v.lessor.addr],
    ['Telephone', v.lessor.tel],
    ['E-mail', v.lessor.email],
  ]
  if (v.mandatary)
    lessorRows.push(
      ['Represented by its mandatary', v.mandatary.name],
      ['Mandatary\u2019s office', v.mandatary.office],
      ['Mandatary\u2019s telephone / office hours', `${v.mandatary.tel} / ${v.mandatary.hours}`],
    )
  const lesseeRows: [string, string][] = v.lessees.flatMap((l, i): [string, string][] => [
    [`Name of lessee ${i + 1}`, l.p.full],
    ['Telephone / e-mail', `${l.tel} / ${l.email}`],
  ])
  twinBoxes(
    k,
    [
      { title: 'LESSOR', rows: lessorRows },
      { title: v.lessees.length > 1 ? 'LESSEES' : 'LESSEE', rows: lesseeRows },
    ],
    { size: 8.6, second: ['Locateur', v.lessees.length > 1 ? 'Locataires' : 'Locataire'] },
  )
  k.gap(4)
  if (v.lessees.length > 1)
    boxRow(k, 'The lessees are solidarily liable (each for the whole):', [
      ['Yes', true],
      ['No', false],
    ])
  letterTab(k, 'B', 'Description of the leased dwelling', 'Description du logement')
  cells(k, [
    ['Address of the dwelling', v.premises, 0.72],
    ['Number of rooms', v.rooms, 0.28],
  ])
  cells(k, [['Parking, storage and furniture leased with the dwelling', v.extras, 1]])
  k.gap(16)
  boxRow(k, 'The dwelling is leased for residential purposes only:', [
    ['Yes', true],
    ['No', false],
  ])
  letterTab(k, 'C', 'Term of the lease', 'Dur\u00e9e du bail')
  boxRow(k, '', [
    ['Fixed-term lease', v.term.kind === 'fixed'],
    ['Indeterminate-term lease', v.term.kind === 'indeterminate'],
  ])
  const start = dt(v.term.start)
  cells(k, [
    ['Duration', v.term.kind === 'fixed' ? v.term.months : 'Indeterminate', 0.3],
    ['Beginning (dd/mm/yyyy)', start.eu, 0.35],
    ['End (dd/mm/yyyy)', v.term.kind === 'fixed' ? dt(v.term.end).eu : '\u2014', 0.35],
  ])
  k.gap(10)
  letterTab(k, 'D', 'Rent', 'Loyer')
  k.p(
    [
      'The rent is',
      fill(usd(v.rent), 60),
      'per month. Total cost of services not included in the rent:',
      fill(v.parking, 60),
      '.',
    ],
    { size: 8.6, after: 3 },
  )
  k.p(
    [
      'First payment period: the rent is paid on',
      fill(start.eu, 50),
      '. Other payment periods: the rent is payable on the',
      fill('1st', 22),
      'day of the',
      fill('month', 30),
      '.',
    ],
    { size: 8.6, after: 3 },
  )
  k.gap(2)
  boxRow(
    k,
    'Method of payment:',
    v.boxes.map(([l, on]) => [l, on]),
  )
  boxRow(k, 'The lessee agrees to give post-dated cheques:', [
    ['Yes', v.postDated],
    ['No', !v.postDated],
  ])
  if (v.etransfer)
    P(`Interac e-Transfers are sent to ${v.etransfer}, with the dwelling address in the message.`)
  cells(k, [
    ['Rent is payable to', v.payee, 0.42],
    ['Place of payment', v.payAt, 0.58],
  ])
  k.gap(10)
  letterTab(k, 'E', 'Services and conditions', 'Services et conditions')
  ruledTable(
    k,
    ['Service or charge', 'Paid or supplied by the lessor', 'Paid or supplied by the lessee'],
    v.services.map(([item, lessor]) => [item, lessor ? 'X' : '', lessor ? '' : 'X']),
    [0.5, 0.25, 0.25],
    { size: 8.2, font: f.sans, headFont: f.sansBold, shade: 0.9 },
  )
  letterTab(k, 'F', 'Notice to a new lessee', 'Avis au nouveau locataire')
  boxedText(
    k,
    `I hereby notify you that the lowest rent paid for this dwelling during the 12 months preceding the beginning of your lease was ${usd(v.lowest)} per month. If you believe the rent you are asked to pay is higher, you may apply to the Tribunal administratif du logement within 10 days after the lease is signed.   \u2014 Lessor\u2019s initials: ____`,
    { size: 8.2, font: f.sans },
  )
  letterTab(k, 'G', 'Other conditions', 'Autres conditions')
  const conds: string[] = [
    'No security deposit is required: the lessor may not require one (art. 1904 C.C.Q.). Rent for the first payment period only may be asked in advance.',
  ]
  const nsf = `A fee of ${usd(v.nsf)} is charged for each cheque or pre-authorized debit returned by the lessee\u2019s financial institution.`
  conds.push(
    `${nsf} Rent paid late bears interest at the legal rate from the day it is due (art. 1617 C.C.Q.).`,
  )
  if (v.guests) conds.push(v.guests.text)
  conds.push(v.pets)
  conds.push(
    v.mandatary
      ? `Notices to the lessor are given in writing to the mandatary at ${v.mandatary.office}.`
      : `Notices to the lessor are given in writing at the lessor\u2019s address in section A.`,
  )
  conds.push(
    'The lessor may enter the dwelling to verify its condition or to carry out work after 24 hours\u2019 notice, between 9:00 and 21:00 (art. 1931 C.C.Q.).',
  )
  conds.forEach((c, i) =>
    hangPara(k, `${i + 1}.`, c, { size: 8.6, hang: 16, numFont: f.sansBold, font: f.sans }),
  )
  letterTab(k, 'H', 'Signatures', 'Signatures')
  room(k, 150)
  P(
    `Signed at ${v.signed.place}, on ${dt(v.signed.date).eu}, in as many copies as there are parties.`,
  )
  k.gap(4)
  const lessorBlock = v.mandatary
    ? [`Lessor: ${v.lessor.name}`, `per ${v.mandatary.name}, mandatary`]
    : [`Lessor: ${v.lessor.name}`]
  const blocks = [lessorBlock, ...v.lessees.map((l) => [`Lessee: ${l.p.full}`])]
  for (let i = 0; i < blocks.length; i += 2)
    signPair(k, blocks[i] ?? [''], blocks[i + 1] ?? [''], 8.4)
  pageNumbers(k, (i, m) => `Lease of a dwelling \u2014 ${v.premises} \u2014 ${i} / ${m}`, {
    align: 'center',
  })

  const first = v.lessees[0]
  if (!first) throw new Error('no lessee')
  const m = v.mandatary
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.lessees.map((l) => l.p),
      additionalOccupants: null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: v.term.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).eu : null,
      monthlyRent: v.rent,
      securityDeposit: null,
      rentDueDay: 1,
      maxGuestStayDays: v.guests ? v.guests.days : null,
      managementCompany: m ? m.name : null,
      housingProvider: v.lessor.name,
      mailingAddress: m ? m.office : v.lessor.addr,
      acceptedPaymentMethods: v.boxes.filter(([, on]) => on).map(([, , name]) => name),
      lateFeePercentage: null,
      gracePeriodDays: null,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'payable on the 1st day of the month',
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: m ? m.hours : null,
      nsfPolicy: nsf,
      depositReturnDays: null,
      depositReturnCondition: null,
      _notes: [
        'Qu\u00e9bec lease of a dwelling in English on a form laid out like the province\u2019s mandatory form: a centred title with the French title in italics, an italic line on the Civil Code, day/month/year dates and Canadian dollars; sections A to H each under a black square with its letter, the English title in bold capitals and the French title in grey italics over a heavy rule; A as two framed boxes side by side (lessor with the mandatary in the same box; lessees each with telephone and e-mail) and a solidarity tick box; B and C as captioned cells and tick boxes; D as sentences with typed blanks and tick boxes; E a services table marked for lessor or lessee; F a boxed notice of the lowest rent of the last 12 months; G numbered other conditions; H a "Signed at \u2026, on dd/mm/yyyy" line and signature pairs.',
        'Qu\u00e9bec law forbids a security deposit and the lease says none is required: securityDeposit, depositReturnDays and depositReturnCondition are null. Late rent bears interest at the legal rate: no late fee, no grace period (null). The lowest rent of the last 12 months in section F and any parking charge in section D are not the rent; the signing date (dd/mm/yyyy) is not the start. An indeterminate-term lease has no end date and is month-to-month. rentDueDescription is the "Other payment periods" sentence read with its typed blanks; nsfPolicy the first sentence of condition 2. Only ticked methods are listed (cheque as Check, Interac e-Transfer as E-Transfer; the e-Transfer address is not a Zelle number). Lessee contacts from box A (first lessee).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'quebec_lettered_form',
  title:
    'Qu\u00e9bec lease of a dwelling in English, on a lettered form like the mandatory form, with no deposit',
  exercises:
    'centred title with the French title in italics, an italic line on the Civil Code, dd/mm/yyyy dates and CAD; sections A to H under black letter squares with bilingual titles over a heavy rule; A: lessor and lessee boxes side by side (a numbered company "Qu\u00e9bec inc." represented by its mandatary with office, telephone and 24-hour office hours in the lessor box, or an individual with his address, phone and e-mail; two or three lessees each with "telephone / e-mail", hyphenated, accented and apostrophe surnames) and a solidarity tick box; B: address of the dwelling (unit-dash-number, or "Apt." first), rooms as 4\u00bd / 5\u00bd, parking, locker and appliances; C: fixed-term or indeterminate-term tick boxes, duration, beginning and end cells in dd/mm/yyyy or a dash; D: rent in a typed blank "per month", services not included (a parking charge or none), first payment date, "payable on the [1st] day of the [month]", method tick boxes (cash, cheque, Interac e-Transfer, pre-authorized debit), post-dated cheques yes/no, e-Transfer address sentence, payee and place of payment cells; E: services table marked lessor/lessee; F: boxed notice of the lowest rent paid in the last 12 months (a distractor); G: numbered other conditions (no security deposit allowed, returned cheque or debit fee sentence, interest on late rent instead of a late fee, guests in consecutive days or none, pets and smoking, notices to the mandatary\u2019s office or the lessor\u2019s address, entry); H: "Signed at \u2026, on dd/mm/yyyy" and signature pairs',
  docs: [
    {
      name: 'tw18_qc_lease_form_rimouski',
      build: () =>
        build({
          lessor: {
            name: '9387-4412 Qu\u00e9bec inc.',
            addr: 'c/o its mandatary, Suite 204, 175 des Gouverneurs Boulevard, Rimouski, QC G5L 7C7',
            tel: '(418) 555-0126',
            email: 'info@fleuvemer.example.com',
          },
          mandatary: {
            name: 'Gestion Fleuve-et-Mer inc.',
            office: 'Suite 204, 175 des Gouverneurs Boulevard, Rimouski, QC G5L 7C7',
            tel: '(418) 555-0126',
            hours: 'Monday to Friday, 8:30 to 16:30',
          },
          lessees: [
            {
              p: person('Mathieu', 'C\u00f4t\u00e9-Lavoie'),
              tel: '(418) 555-0141',
              email: 'mathieu.cotelavoie@example.com',
            },
            {
              p: person('Naomi', 'Bergeron'),
              tel: '(418) 555-0159',
              email: 'naomi.bergeron@example.net',
            },
          ],
          premises: '3-214 Saint-Germain Street East, Rimouski, QC G5L 1B4',
          rooms: '4\u00bd',
          extras:
            'One outdoor parking space (No. 12), extra charge; storage locker No. 3; stove and refrigerator supplied by the lessor.',
          term: { kind: 'fixed', start: '2027-07-01', end: '2028-06-30', months: '12 months' },
          rent: 1095,
          parking: '$40.00 (parking)',
          boxes: [
            ['Cash', false, 'Cash'],
            ['Cheque', true, 'Check'],
            ['Interac e-Transfer', true, 'E-Transfer'],
            ['Pre-authorized debit', false, 'ACH'],
          ],
          postDated: true,
          etransfer: 'loyers@fleuvemer.example.com',
          payee: 'Gestion Fleuve-et-Mer inc.',
          payAt: 'Suite 204, 175 des Gouverneurs Boulevard, Rimouski, QC G5L 7C7',
          services: [
            ['Heating of the dwelling (electric baseboards)', false],
            ['Hot water', true],
            ['Electricity', false],
            ['Snow removal \u2014 parking, entrance, stairs', true],
            ['Stove and refrigerator', true],
            ['Washer and dryer', false],
          ],
          lowest: 1060,
          nsf: 25,
          guests: {
            text: 'A guest may not live in the dwelling for more than thirty (30) consecutive days without the lessor\u2019s written consent.',
            days: 30,
          },
          pets: 'One cat is allowed. No dogs. Smoking tobacco or cannabis is prohibited in the dwelling, on the balcony and in the common areas.',
          signed: { place: 'Rimouski', date: '2027-04-12' },
          notes: [
            'A numbered company as lessor represented by its mandatary (managementCompany), whose office is the place of payment and receives notices (paymentAddress, mailingAddress; suite first); payable to the mandatary; officeHours on a 24-hour clock. Two lessees, solidarily liable (one hyphenated, accented surname); no occupants. The dwelling is written unit-dash-number. Fixed term 01/07/2027 to 30/06/2028 (terminationDateText as written); signed on 12/04/2027 (12 April). Cheques (twelve post-dated) and Interac e-Transfer ticked. The parking charge ($40.00) and the lowest rent of the last 12 months ($1,060.00) are not the rent. Guests thirty consecutive days.',
          ],
        }),
    },
    {
      name: 'tw18_qc_lease_form_drummondville',
      build: () =>
        build({
          lessor: {
            name: 'R\u00e9jean Gauthier',
            addr: '455 Heriot Street, Drummondville, QC J2B 1A6',
            tel: '(819) 555-0113',
            email: 'rejean.gauthier@example.com',
          },
          mandatary: null,
          lessees: [
            {
              p: person('A\u00efcha', 'Benali'),
              tel: '(819) 555-0138',
              email: 'aicha.benali@example.org',
            },
            {
              p: person('J\u00e9r\u00e9mie', 'Fortin'),
              tel: '(819) 555-0145',
              email: 'jfortin@example.com',
            },
            {
              p: person('Liam', 'O\u2019Connor'),
              tel: '(819) 555-0182',
              email: 'liam.oconnor@example.net',
            },
          ],
          premises: 'Apt. 6, 1120 Saint-Joseph Boulevard, Drummondville, QC J2C 2C8',
          rooms: '5\u00bd',
          extras:
            'Two outdoor parking spaces included in the rent; shared shed in the yard; stove, refrigerator, washer and dryer supplied by the lessor.',
          term: { kind: 'indeterminate', start: '2027-10-01' },
          rent: 1240,
          parking: 'none',
          boxes: [
            ['Cash', true, 'Cash'],
            ['Cheque', true, 'Check'],
            ['Interac e-Transfer', true, 'E-Transfer'],
            ['Pre-authorized debit', false, 'ACH'],
          ],
          postDated: false,
          etransfer: 'rejean.gauthier@example.com',
          payee: 'R\u00e9jean Gauthier',
          payAt: '455 Heriot Street, Drummondville, QC J2B 1A6',
          services: [
            ['Heating of the dwelling (oil furnace)', true],
            ['Hot water', true],
            ['Electricity', false],
            ['Snow removal \u2014 parking', true],
            ['Snow removal \u2014 balcony and stairs', false],
            ['Appliances (stove, refrigerator, washer, dryer)', true],
          ],
          lowest: 1180,
          nsf: 15,
          guests: null,
          pets: 'No animals. Smoking is prohibited inside the dwelling.',
          signed: { place: 'Drummondville', date: '2027-09-05' },
          notes: [
            'An individual lessor with no mandatary (no manager, no office hours); his address is the place of payment and for notices (paymentAddress, mailingAddress). Three lessees, solidarily liable (accented given names, an apostrophe in a surname), no occupants. Indeterminate-term lease from 01/10/2027 (month-to-month, no end date); signed on 05/09/2027 (5 September). Cash, cheque and Interac e-Transfer ticked; no post-dated cheques. The lowest rent of the last 12 months ($1,180.00) is not the rent. No guest limit (null).',
          ],
        }),
    },
  ],
}
