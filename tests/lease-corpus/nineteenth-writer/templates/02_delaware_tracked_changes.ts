import { rgb } from 'pdf-lib'
import { person, usd, type Built, type Truth } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { markup, pageNumbers, room, signPair, type Mark } from '../parts'

type V = {
  file: string
  printed: string
  draft: string
  sections: [head: string, marks: Mark[]][]
  signatures: string[][]
  truth: Omit<Truth, '_notes' | 'rpo'>
  notes: string[]
}

const PANE = { x: 456, width: 140 }

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 62, size: 9.6 })
  const { f } = k
  const width = PANE.x - k.L - 14
  const m = markup(k, {
    width,
    size: 9.6,
    initials: (by) =>
      by
        .split(/\s+/)
        .map((w) => w[0] ?? '')
        .join(''),
  })
  k.w.y = k.w.height - 70
  k.w.page.drawText(v.draft, {
    x: k.L,
    y: k.w.y,
    size: 8.4,
    font: f.sansBold,
    color: rgb(0.75, 0.1, 0.12),
  })
  k.w.y -= 12
  k.w.page.drawText(
    'Changes shown: insertions underlined, deletions struck through; a bar in the margin marks a changed line.',
    { x: k.L, y: k.w.y, size: 7.2, font: f.italic },
  )
  k.w.y -= 26
  const title = 'RESIDENTIAL LEASE AGREEMENT'
  k.w.page.drawText(title, {
    x: k.L + (width - k.w.bold.widthOfTextAtSize(title, 14)) / 2,
    y: k.w.y,
    size: 14,
    font: k.w.bold,
  })
  k.w.y -= 24
  v.sections.forEach(([head, marks], i) => m.para(marks, { head: `${i + 1}. ${head}.` }))
  room(k, 40)
  k.gap(8)
  for (let i = 0; i < v.signatures.length; i += 2) {
    const saveW = k.W
    k.W = width
    signPair(k, v.signatures[i] ?? [''], v.signatures[i + 1] ?? [''], 8.4)
    k.W = saveW
  }
  m.finish(PANE)
  k.w.doc.getPages().forEach((p) => {
    p.drawText(v.file, {
      x: k.L,
      y: k.w.height - 30,
      size: 7,
      font: f.sans,
      color: rgb(0.35, 0.35, 0.35),
    })
    p.drawText(v.printed, {
      x: PANE.x - 10 - f.sans.widthOfTextAtSize(v.printed, 7),
      y: k.w.height - 30,
      size: 7,
      font: f.sans,
      color: rgb(0.35, 0.35, 0.35),
    })
  })
  pageNumbers(k, (i, n) => `${v.draft} \u2014 Page ${i} of ${n}`, { align: 'left' })
  return {
    pdf: await k.w.save(),
    truth: {
      ...v.truth,
      _notes: [
        'A lease printed from a word processor with tracked changes showing: a red draft line and an italic legend at the top, a file name and a print date at the top of every page (the print date is not a lease date), a centred title and numbered sections with bold run-in heads in a text column on the left; insertions in blue and underlined, deletions in red and struck through (both are in the text layer), a bar in the left margin of every changed line, and numbered comment balloons in a grey pane down the right, linked to their anchors by dotted lines; signature pairs under the last section.',
        'The truth is the lease as it reads with the changes accepted: a deleted value is not a value of the lease, an inserted one is. Comments are not part of the lease (their dates and amounts are distractors). Tenant telephone and e-mail only in the Notices section (first tenant).',
        ...v.notes,
      ],
    },
  }
}

const ENTRY: Mark[] = [
  'Landlord may enter the Premises to inspect, repair or show them between 8:00 a.m. and 9:00 p.m. after at least forty-eight (48) hours\u2019 notice, and at any time in an emergency (25 Del. C. \u00a7 5509).',
]
const CODE: Mark[] = [
  'Tenant acknowledges receipt of a copy of this Lease and of the summary of the Delaware Residential Landlord-Tenant Code. This Lease is the whole agreement of the parties and may be changed only in a writing they both sign.',
]

const sea = {
  nsf: 'Tenant shall pay a charge of $40.00 for any check or electronic payment returned unpaid by the bank.',
  ret: 'less any deductions itemized in a written list, within twenty (20) days after the tenancy ends (25 Del. C. \u00a7 5514)',
}
const smy = {
  nsf: 'A returned check or a reversed transfer costs Tenant $35.00 each time.',
  ret: 'or the balance of it with a list of the damages and their cost, to Tenant\u2019s forwarding address within twenty (20) days after Tenant moves out (25 Del. C. \u00a7 5514)',
}

export const template: Template = {
  id: 'delaware_tracked_changes',
  title: 'Delaware lease printed from a word processor with tracked changes and comments showing',
  exercises:
    'a red draft line and an italic legend at the top, the document file name and a printed date and time on every page; a centred serif title; numbered sections with bold run-in heads set in a narrow text column: parties (an LLC by its managing agent, with a co-tenant deleted and a comment why; or a married couple), premises (the apartment first, or a house), term (fixed term with the end date struck through and a later one inserted; or a fixed end struck through and "continues from month to month" inserted), rent with the first figure struck through and the agreed one inserted, due on the first or "on the fifteenth (15th) day of each month", payment (payee, portal and ACH, checks and money orders to the agent\u2019s office with cash deleted; or checks to a P.O. box with Zelle to an e-mail inserted), the agent\u2019s office hours, late charge after more than five days (the grace days changed from three to five with a comment citing the law; a percentage or a flat fee), returned-payment sentence, security deposit with its figure changed and returned within twenty days, utilities, occupants and guests (consecutive days changed), pets, entry on forty-eight hours\u2019 notice, notices with the tenants\u2019 e-mails and telephones (their only place), the Landlord-Tenant Code summary; change bars in the left margin and numbered comment balloons in a right-hand pane with dates and amounts that are not the lease\u2019s; signature pairs; a draft footer with page count',
  docs: [
    {
      name: 'tw19_de_tracked_changes_seaford',
      build: () =>
        build({
          file: 'Nanticoke Crossing 3C - Whitcomb lease (draft 3, markup).docx',
          printed: 'Printed 5/21/2027 4:12 PM',
          draft: 'DRAFT 3 \u2014 CHANGES SHOWN AGAINST DRAFT 2',
          sections: [
            [
              'Parties',
              [
                'This Residential Lease Agreement is made between Nanticoke Crossing Apartments, LLC, a Delaware limited liability company ("Landlord"), by its managing agent Brinkley & Fenn Realty Management, Inc. ("Agent"), and Darnell Whitcomb',
                { del: ', Kayla Sorensen' },
                {
                  note: 'Kayla withdrew her application on 5/12; her $45 application fee was refunded.',
                  by: 'Kendra Moll',
                },
                'and Priya Venkataraman (together, "Tenant"), who are jointly and severally responsible under this Lease.',
              ],
            ],
            [
              'Premises',
              [
                'Landlord leases to Tenant Apartment 3C, 1180 Middleford Road, Seaford, DE 19973 (the "Premises"), with one assigned parking space (No. 31) and the appliances in the unit.',
              ],
            ],
            [
              'Term',
              [
                'The term begins on June 1, 2027 and ends on',
                { del: 'May 31, 2028' },
                { ins: 'November 30, 2028' },
                {
                  note: 'Tenants asked for 18 months so the renewal falls in winter. OK per owner.',
                  by: 'Kendra Moll',
                },
                '. If Tenant stays after the term with Landlord\u2019s consent, the tenancy continues from month to month.',
              ],
            ],
            [
              'Rent',
              [
                'Tenant shall pay monthly rent of',
                { del: '$1,450.00' },
                { ins: '$1,395.00' },
                {
                  note: 'Agreed on the call of 5/19 in exchange for the 18-month term.',
                  by: 'Darnell Whitcomb',
                },
                ', due on or before the first (1st) day of each month, without demand or deduction. Rent for June 2027 is paid at signing.',
              ],
            ],
            [
              'Payment',
              [
                'Rent shall be paid to Brinkley & Fenn Realty Management, Inc. through the resident portal, by automatic monthly debit (ACH) set up in the portal, or by check or money order delivered to the Agent\u2019s office at Suite 204, 312 High Street, Seaford, DE 19973',
                { del: ', or in cash at the office' },
                '. The Agent\u2019s office hours are Monday through Friday, 9:00 a.m. to 5:00 p.m.',
              ],
            ],
            [
              'Late Charge',
              [
                'If rent remains unpaid more than',
                { del: 'three (3)' },
                { ins: 'five (5)' },
                {
                  note: '25 Del. C. 5501(d): no late charge until rent is more than 5 days late. Fixed.',
                  by: 'Kendra Moll',
                },
                'days after the due date, Tenant shall pay a late charge of five percent (5%) of the monthly rent.',
              ],
            ],
            [
              'Returned Payments',
              [sea.nsf, 'After two returned payments, Agent may require certified funds.'],
            ],
            [
              'Security Deposit',
              [
                'Tenant shall pay a security deposit of',
                { del: '$1,450.00' },
                { ins: '$1,395.00' },
                `before move-in. Agent holds it in an escrow account in a federally insured bank in Delaware. Landlord shall return the security deposit, ${sea.ret}.`,
              ],
            ],
            [
              'Utilities',
              [
                'Tenant pays electricity, internet and cable. Landlord pays water, sewer and trash removal.',
              ],
            ],
            [
              'Occupants and Guests',
              [
                'Only Tenant may live in the Premises. No guest may stay more than',
                { del: 'seven (7)' },
                { ins: 'fourteen (14)' },
                'consecutive days without Agent\u2019s written consent.',
              ],
            ],
            [
              'Pets',
              [
                'One cat is allowed on payment of a non-refundable pet fee of $200.00, which is not rent and not part of the security deposit.',
              ],
            ],
            ['Entry', ENTRY],
            [
              'Notices',
              [
                'Notices to Landlord shall be given to the Agent at Suite 204, 312 High Street, Seaford, DE 19973. Notices to Tenant may be delivered at the Premises or sent by e-mail: Darnell Whitcomb, d.whitcomb@example.com, (302) 555-0146; Priya Venkataraman,',
                { del: 'priya.v@example.org' },
                { ins: 'pvenkat@example.net' },
                ', (302) 555-0171.',
              ],
            ],
            ['Code Summary and Whole Agreement', CODE],
          ],
          signatures: [
            [
              'LANDLORD: Nanticoke Crossing Apartments, LLC',
              'By Brinkley & Fenn Realty Management, Inc., Agent',
            ],
            ['TENANT: Darnell Whitcomb', 'Date:'],
            ['TENANT: Priya Venkataraman', 'Date:'],
          ],
          truth: {
            tenants: [person('Darnell', 'Whitcomb'), person('Priya', 'Venkataraman')],
            additionalOccupants: null,
            tenantEmail: 'd.whitcomb@example.com',
            tenantPhone: '(302) 555-0146',
            premisesAddress: 'Apartment 3C, 1180 Middleford Road, Seaford, DE 19973',
            leaseType: 'fixed-term',
            startDate: '2027-06-01',
            endDate: '2028-11-30',
            terminationDateText: 'November 30, 2028',
            monthlyRent: 1395,
            securityDeposit: 1395,
            rentDueDay: 1,
            maxGuestStayDays: 14,
            managementCompany: 'Brinkley & Fenn Realty Management, Inc.',
            housingProvider: 'Nanticoke Crossing Apartments, LLC',
            mailingAddress: 'Suite 204, 312 High Street, Seaford, DE 19973',
            acceptedPaymentMethods: ['Online Portal', 'ACH', 'Check', 'Money Order'],
            bankAccount: null,
            zelleNumber: null,
            lateFeePercentage: 5,
            gracePeriodDays: 5,
            nsfFeeFirst: 40,
            nsfFeeAdditional: null,
            totalMoveInCost: null,
            proratedRent: null,
            rentDueDescription: 'due on or before the first (1st) day of each month',
            paymentRecipient: 'Brinkley & Fenn Realty Management, Inc.',
            paymentAddress: 'Suite 204, 312 High Street, Seaford, DE 19973',
            officeHours: 'Monday through Friday, 9:00 a.m. to 5:00 p.m.',
            nsfPolicy: sea.nsf,
            depositReturnDays: 20,
            depositReturnCondition: sea.ret,
          },
          notes: [
            'An LLC landlord by its managing agent (managementCompany, payee; the agent\u2019s office with the suite first is where checks and money orders are delivered and where notices go). A third co-tenant is struck out of the parties (not a tenant); two tenants remain, jointly and severally. The end date May 31, 2028 is struck through and November 30, 2028 inserted (endDate, terminationDateText). Rent and deposit $1,450.00 struck through, $1,395.00 inserted. Cash at the office is deleted (not a method); portal, ACH, check and money order remain. The late charge\u2019s grace days changed from three to five (gracePeriodDays 5; five percent). Guest limit changed from seven to fourteen consecutive days. The second tenant\u2019s e-mail is changed; the first tenant\u2019s is unchanged. The pet fee ($200.00) and the comments\u2019 application fee are not rent or deposit.',
          ],
        }),
    },
    {
      name: 'tw19_de_tracked_changes_smyrna',
      build: () =>
        build({
          file: 'Greer - 27 Lake Como lease MORETTI-SHAW v2 (tracked).docx',
          printed: 'Printed 8/3/2027 9:05 AM',
          draft: 'REVISED DRAFT \u2014 TRACKED CHANGES',
          sections: [
            [
              'Parties',
              [
                'This Lease is made between Harold T. Greer and Simone Greer, husband and wife ("Landlord"), and Angela Moretti-Shaw ("Tenant").',
              ],
            ],
            [
              'Premises',
              [
                'Landlord leases to Tenant the single-family house at 27 Lake Como Drive, Smyrna, DE 19977 (the "Premises"), with the attached garage. Tenant\u2019s son, Lucas Moretti-Shaw, may also live in the Premises.',
              ],
            ],
            [
              'Term',
              [
                'The tenancy begins on August 15, 2027',
                { del: 'and ends on August 14, 2028' },
                {
                  ins: 'and continues from month to month until either party ends it by at least sixty (60) days\u2019 written notice',
                },
                {
                  note: 'Angela may be transferred next spring, so month to month instead of a year. 60 days is the Delaware minimum.',
                  by: 'Simone Greer',
                },
                '.',
              ],
            ],
            [
              'Rent',
              [
                'Tenant shall pay rent of $1,250.00 per month, due on the fifteenth (15th) day of each month, in advance.',
              ],
            ],
            [
              'Payment',
              [
                'Make rent payable to Harold T. Greer. Mail checks to P.O. Box 412, Smyrna, DE 19977',
                { ins: ', or send it by Zelle to hgreer@example.net' },
                {
                  note: 'Harold set up Zelle on 7/30. Please confirm the first transfer by text.',
                  by: 'Simone Greer',
                },
                '. Landlord does not accept cash.',
              ],
            ],
            [
              'Late Charge',
              [
                'If rent is not received within five (5) days after the due date, Tenant shall pay a late charge of',
                { del: '$75.00' },
                { ins: '$60.00' },
                { note: 'Late fee may not exceed 5% of rent ($62.50).', by: 'Angela Moretti-Shaw' },
                '.',
              ],
            ],
            ['Returned Payments', [smy.nsf]],
            [
              'Security Deposit',
              [
                'Tenant shall pay a security deposit of',
                { del: '$2,500.00' },
                { ins: '$1,250.00' },
                `on signing. Landlord shall return the security deposit, ${smy.ret}.`,
              ],
            ],
            [
              'Utilities and Yard',
              [
                'Tenant pays all utilities and keeps the lawn mowed. Landlord services the heat pump each fall.',
              ],
            ],
            [
              'Guests',
              [
                'A guest may stay up to ten (10) consecutive days; longer stays need Landlord\u2019s written consent.',
              ],
            ],
            ['Pets', ['No pets without Landlord\u2019s written consent.']],
            ['Entry', ENTRY],
            [
              'Notices',
              [
                'Notices to Landlord go to P.O. Box 412, Smyrna, DE 19977. Notices to Tenant go to the Premises, and may also be sent to amshaw@example.org; Tenant\u2019s cell phone is',
                { del: '(302) 555-0109' },
                { ins: '(302) 555-0188' },
                '.',
              ],
            ],
            ['Code Summary and Whole Agreement', CODE],
          ],
          signatures: [
            ['LANDLORD: Harold T. Greer', 'Date:'],
            ['LANDLORD: Simone Greer', 'Date:'],
            ['TENANT: Angela Moretti-Shaw', 'Date:'],
          ],
          truth: {
            tenants: [person('Angela', 'Moretti-Shaw')],
            additionalOccupants: [person('Lucas', 'Moretti-Shaw')],
            tenantEmail: 'amshaw@example.org',
            tenantPhone: '(302) 555-0188',
            premisesAddress: '27 Lake Como Drive, Smyrna, DE 19977',
            leaseType: 'month-to-month',
            startDate: '2027-08-15',
            endDate: null,
            terminationDateText: null,
            monthlyRent: 1250,
            securityDeposit: 1250,
            rentDueDay: 15,
            maxGuestStayDays: 10,
            managementCompany: null,
            housingProvider: 'Harold T. Greer and Simone Greer',
            mailingAddress: 'P.O. Box 412, Smyrna, DE 19977',
            acceptedPaymentMethods: ['Check', 'Zelle'],
            bankAccount: null,
            zelleNumber: 'hgreer@example.net',
            lateFeePercentage: null,
            gracePeriodDays: 5,
            nsfFeeFirst: 35,
            nsfFeeAdditional: null,
            totalMoveInCost: null,
            proratedRent: null,
            rentDueDescription: 'due on the fifteenth (15th) day of each month, in advance',
            paymentRecipient: 'Harold T. Greer',
            paymentAddress: 'P.O. Box 412, Smyrna, DE 19977',
            officeHours: null,
            nsfPolicy: smy.nsf,
            depositReturnDays: 20,
            depositReturnCondition: smy.ret,
          },
          notes: [
            `A married couple as landlord with no agent; rent payable to the husband (paymentRecipient), checks mailed to their P.O. box (paymentAddress, mailingAddress); Zelle to an e-mail inserted by a tracked change (zelleNumber). One tenant; her son as an occupant named in the premises section. The fixed end date is struck through and month to month with sixty days\u2019 notice inserted (leaseType month-to-month, no end date). Rent due on the 15th; late after five days with the flat charge changed from $75.00 to $60.00. Deposit $2,500.00 struck through, ${usd(1250)} inserted. The tenant\u2019s old cell number is struck through; the inserted one is tenantPhone. Guests ten consecutive days.`,
          ],
        }),
    },
  ],
}
