import { StandardFonts } from 'pdf-lib'
import { person, type Built, type Truth } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { notebook, type Hand } from '../parts'

/** One handwritten line: words (some struck through), how far it is indented, and whether it is underlined. */
type Line = {
  hand: Hand[] | string
  indent?: number
  under?: boolean
  centre?: boolean
  skip?: number
}

type V = {
  seed: number
  lines: Line[]
  signatures: { name: string; under: string[]; x?: number }[]
  truth: Omit<Truth, '_notes' | 'rpo'>
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 60 })
  const sigFont = await k.w.doc.embedFont(StandardFonts.TimesRomanBoldItalic)
  const pen = notebook(k, { seed: v.seed, size: 12.6, sigFont })
  for (const l of v.lines) {
    if (l.skip) pen.skip(l.skip)
    pen.write(l.hand, { indent: l.indent ?? 0, under: l.under, centre: l.centre })
  }
  pen.skip(1)
  for (const s of v.signatures) pen.signature(s.name, s.under, s.x)
  return {
    pdf: await k.w.save(),
    truth: {
      ...v.truth,
      _notes: [
        'A rental agreement written by hand on wide-ruled notebook paper (blue rules, a red margin line, three punched holes): a date at the top right, an underlined title, the terms as short numbered lines in the landlord\u2019s own words, and signatures scrawled over printed names with phones and e-mails written under them. The "hand" is a slanted face set on the rules with small unevenness of size, spacing and baseline.',
        ...v.notes,
      ],
    },
  }
}

const base = {
  bankAccount: null,
  nsfFeeAdditional: null,
  proratedRent: null,
  totalMoveInCost: null,
  lateFeePercentage: null,
  managementCompany: null,
  officeHours: null,
}

export const template: Template = {
  id: 'montana_notebook_agreement',
  title: 'Montana landlord\u2019s rental agreement handwritten on notebook paper',
  exercises:
    'wide-ruled notebook paper with a red margin and punched holes, everything written by hand in a slanted face on the rules: a date at the top right (long, or numeric) that is not a lease date; an underlined title; the parties in a sentence (a married couple as "landlords" and two tenants with a child who lives with them) or as "Landlord:" and "Tenant:" lines with a P.O. box, phone and e-mail; the place (a house on a road, or a basement apartment written "Basement apt." first); numbered short terms in the landlord\u2019s own words: term as M/D/YY to M/D/YY continuing month to month, or month to month from MM/DD/YYYY; rent in figures with the amount in words in brackets, "due on the 1st of every month" or "due on the 15th of each month", with a struck-through first figure and initials beside the corrected one (one); late fee after the 5th or within five days after the due date; check to a named payee, cash with a receipt, "No Venmo", or Zelle to the landlord\u2019s phone; mail to a P.O. box; bounced or returned check fee sentence; deposit returned within 30 days (10 if nothing is taken out); utilities; pets and smoking; guests at a time or nights in a row; a firewood price that is not rent; entry; signatures scrawled over the printed names with the tenants\u2019 phones and e-mails written under them (their only place in one)',
  docs: [
    {
      name: 'tw18_mt_notebook_agreement_kalispell',
      build: () =>
        build({
          seed: 18501,
          lines: [
            { hand: 'Sept. 3, 2027', indent: 330 },
            { hand: 'Rental Agreement', centre: true, under: true, skip: 1 },
            {
              hand: 'This is an agreement between Dale and Bonnie Tollefson (landlords) and Marcus Redfeather and Jolene Marsh (tenants) for renting our house at 1187 Foys Lake Road, Kalispell, MT 59901. Their son Eli Redfeather (age 7) will live there too.',
              skip: 1,
            },
            {
              hand: '1. Term is one year, from 10/1/27 to 9/30/28. After that it goes month to month unless somebody gives 30 days notice.',
            },
            {
              hand: '2. Rent is $1,100 a month (eleven hundred dollars), due on the 1st of every month. If it isn\u2019t paid by the 5th there is a $50 late fee.',
            },
            {
              hand: '3. Pay by check made out to Dale Tollefson and mail it to PO Box 2291, Kalispell, MT 59903, or pay cash and we will write you a receipt. No Venmo please.',
            },
            { hand: '4. If a check bounces you owe a $30 fee on top of the rent.' },
            {
              hand: '5. Deposit is $1,100, paid today. We will return the deposit within 30 days after you move out, minus any damage or unpaid rent (within 10 days if we don\u2019t take anything out).',
            },
            {
              hand: '6. You pay electric, propane and internet. We pay water, sewer and garbage and plow the driveway.',
            },
            {
              hand: '7. One dog is OK. No smoking in the house. Firewood in the shed is $150 a cord if you want some.',
            },
            { hand: '8. Guests can stay no more than 14 days at a time.' },
            {
              hand: '9. We will give you 24 hrs notice before we come in unless it\u2019s an emergency. Any notice to us goes to the PO Box, or text Bonnie at (406) 555-0129.',
            },
          ],
          signatures: [
            { name: 'Dale Tollefson', under: ['Dale Tollefson, landlord'] },
            { name: 'Bonnie Tollefson', under: ['Bonnie Tollefson, landlord'] },
            {
              name: 'Marcus Redfeather',
              under: ['Marcus Redfeather  (406) 555-0171  mredfeather@example.com'],
            },
            {
              name: 'Jolene Marsh',
              under: ['Jolene Marsh  (406) 555-0184  jolene.marsh@example.net'],
            },
          ],
          truth: {
            ...base,
            tenants: [person('Marcus', 'Redfeather'), person('Jolene', 'Marsh')],
            additionalOccupants: [person('Eli', 'Redfeather')],
            tenantEmail: 'mredfeather@example.com',
            tenantPhone: '(406) 555-0171',
            premisesAddress: '1187 Foys Lake Road, Kalispell, MT 59901',
            leaseType: 'fixed-term',
            startDate: '2027-10-01',
            endDate: '2028-09-30',
            terminationDateText: '9/30/28',
            monthlyRent: 1100,
            securityDeposit: 1100,
            rentDueDay: 1,
            maxGuestStayDays: 14,
            housingProvider: 'Dale and Bonnie Tollefson',
            mailingAddress: 'PO Box 2291, Kalispell, MT 59903',
            acceptedPaymentMethods: ['Check', 'Cash'],
            zelleNumber: null,
            gracePeriodDays: 5,
            nsfFeeFirst: 30,
            rentDueDescription: 'due on the 1st of every month',
            paymentRecipient: 'Dale Tollefson',
            paymentAddress: 'PO Box 2291, Kalispell, MT 59903',
            nsfPolicy: 'If a check bounces you owe a $30 fee on top of the rent.',
            depositReturnDays: 30,
            depositReturnCondition:
              'within 30 days after you move out, minus any damage or unpaid rent (within 10 days if we don\u2019t take anything out)',
          },
          notes: [
            'A married couple who let their own house (housingProvider as the parties sentence writes them; no manager). Two tenants and a son who lives with them (an occupant). The date at the top (Sept. 3, 2027) is the day of signing, not the start. Term written M/D/YY (10/1/27 to 9/30/28, terminationDateText as written), continuing month to month. Rent $1,100 with the amount in words; late after the 5th (flat $50). Check made out to one landlord (paymentRecipient) mailed to the P.O. box (paymentAddress; notices too: mailingAddress), or cash with a receipt; Venmo refused. Deposit returned within 30 days (10 if nothing is deducted; depositReturnDays 30). The firewood price ($150 a cord) and the text number for Bonnie are distractors. The tenants\u2019 phones and e-mails appear only under their signatures (first tenant\u2019s). Guests 14 days at a time.',
          ],
        }),
    },
    {
      name: 'tw18_mt_notebook_agreement_havre_photo',
      build: () =>
        build({
          seed: 18502,
          lines: [
            { hand: '11/8/2027', indent: 360 },
            { hand: 'Rental Agreement \u2014 Month to Month', centre: true, under: true, skip: 1 },
            {
              hand: 'Landlord: Arlen Gustafson, PO Box 1482, Havre, MT 59501, phone (406) 555-0135',
              skip: 1,
            },
            { hand: 'Tenant: Priya Naidu, (406) 555-0162, priya.naidu@example.org' },
            { hand: 'Place: Basement apt., 712 Fourth Avenue, Havre, MT 59501' },
            {
              hand: '1. Starts 11/15/2027 and goes month to month. Either of us can end it with 30 days written notice.',
              skip: 1,
            },
            {
              hand: [
                '2. Rent is',
                { struck: '$750' },
                '$725 (AG / PN) a month (seven hundred twenty-five dollars), due on the 15th of each month.',
              ],
            },
            {
              hand: '3. If rent is not paid within 5 days after the 15th there is a $25 late fee.',
            },
            {
              hand: '4. Pay by Zelle to (406) 555-0135, or make a check out to Arlen Gustafson and mail it to my PO Box above. A returned check costs $25.',
            },
            {
              hand: '5. Deposit $500. I will return the deposit within 30 days after you move out, less any damages or rent owed (10 days if there are no deductions).',
            },
            {
              hand: '6. Heat, lights and water are included. Internet is yours. Laundry in the furnace room is shared with upstairs.',
            },
            { hand: '7. No overnight guests for more than 3 nights in a row.' },
            { hand: '8. No pets. No smoking anywhere on the property.' },
          ],
          signatures: [
            { name: 'Arlen Gustafson', under: ['Arlen Gustafson (landlord)  11/8/2027'] },
            { name: 'Priya Naidu', under: ['Priya Naidu (tenant)  11/8/2027'] },
          ],
          truth: {
            ...base,
            tenants: [person('Priya', 'Naidu')],
            additionalOccupants: null,
            tenantEmail: 'priya.naidu@example.org',
            tenantPhone: '(406) 555-0162',
            premisesAddress: 'Basement apt., 712 Fourth Avenue, Havre, MT 59501',
            leaseType: 'month-to-month',
            startDate: '2027-11-15',
            endDate: null,
            terminationDateText: null,
            monthlyRent: 725,
            securityDeposit: 500,
            rentDueDay: 15,
            maxGuestStayDays: 3,
            housingProvider: 'Arlen Gustafson',
            mailingAddress: 'PO Box 1482, Havre, MT 59501',
            acceptedPaymentMethods: ['Zelle', 'Check'],
            zelleNumber: '(406) 555-0135',
            gracePeriodDays: 5,
            nsfFeeFirst: 25,
            rentDueDescription: 'due on the 15th of each month',
            paymentRecipient: 'Arlen Gustafson',
            paymentAddress: 'PO Box 1482, Havre, MT 59501',
            nsfPolicy: 'A returned check costs $25.',
            depositReturnDays: 30,
            depositReturnCondition:
              'within 30 days after you move out, less any damages or rent owed (10 days if there are no deductions)',
          },
          notes: [
            'An individual landlord with a P.O. box (mailingAddress, and where checks are mailed: paymentAddress) who wrote the agreement in the first person; no manager. One tenant, contacts on the "Tenant:" line. Month to month from 11/15/2027 with no end date. The rent figure $750 is struck through and $725 written after it with both parties\u2019 initials: monthlyRent is the corrected $725 (also in words). Rent due on the 15th (rentDueDay 15); late within five days after the due date (gracePeriodDays 5). Zelle to the landlord\u2019s phone (zelleNumber) or a check made out to him. Guests three nights in a row. The date at the top is the day of signing.',
          ],
        }),
      scan: {
        dpi: 130,
        rotate: 1.7,
        shear: 0.012,
        contrast: 0.88,
        noise: 10,
        lighting: 0.45,
        photo: true,
        quality: 46,
        seed: 18502,
      },
    },
  ],
}
