import { z } from 'zod'
import { isIsoDate } from '../dates'

/** The service types and, for each, the specific issues a tenant picks from, in this order. */
export const SERVICE_ISSUES = {
  plumbing: ['Leaky faucet', 'Clogged drain', 'Running toilet', 'Low water pressure', 'Other'],
  electrical: ['Outlet not working', 'Light fixture', 'Circuit breaker', 'Smoke detector', 'Other'],
  hvac: ['AC not cooling', 'Heater not working', 'Strange noises', 'Air filter', 'Other'],
  appliances: ['Refrigerator', 'Dishwasher', 'Washer/Dryer', 'Garbage disposal', 'Other'],
  general: ['Paint/Touch-up', 'Flooring', 'Windows/Doors', 'Pest control', 'Other'],
} as const

export const SERVICE_TYPES = ['plumbing', 'electrical', 'hvac', 'appliances', 'general'] as const
export const ServiceTypeSchema = z.enum(SERVICE_TYPES, {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? 'Choose a service type'
      : `Choose one of: ${SERVICE_TYPES.join(', ')}`,
})
export type ServiceType = z.infer<typeof ServiceTypeSchema>

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  hvac: 'HVAC',
  appliances: 'Appliances',
  general: 'General',
}

export const URGENCIES = ['low', 'medium', 'high'] as const
export const UrgencySchema = z.enum(URGENCIES, { error: 'Choose low, medium or high' })
export type Urgency = z.infer<typeof UrgencySchema>

export const MAINTENANCE_STATUSES = ['submitted', 'in_progress', 'scheduled', 'completed'] as const
export const MaintenanceStatusSchema = z.enum(MAINTENANCE_STATUSES, {
  error: `Choose one of: ${MAINTENANCE_STATUSES.join(', ')}`,
})
export type MaintenanceStatus = z.infer<typeof MaintenanceStatusSchema>

/** Underscores are shown as spaces ('in_progress' reads 'in progress'). */
export const statusLabel = (status: string): string => status.replaceAll('_', ' ')

export const TIME_WINDOWS = ['morning', 'afternoon', 'evening'] as const
export const TimeWindowSchema = z.enum(TIME_WINDOWS, {
  error: 'Choose morning, afternoon or evening',
})
export type TimeWindow = z.infer<typeof TimeWindowSchema>

/** The hours each window stands for. */
export const TIME_WINDOW_HOURS: Record<TimeWindow, string> = {
  morning: '8AM-12PM',
  afternoon: '12PM-5PM',
  evening: '5PM-8PM',
}

export const timeWindowLabel = (window: TimeWindow): string =>
  `${window.charAt(0).toUpperCase()}${window.slice(1)} (${TIME_WINDOW_HOURS[window]})`

/** The displayed request number is the last 8 characters of the id. */
export const requestNumber = (id: string): string => id.slice(-8)

/** Photos per request: enough for a few angles of one problem, small enough to upload on a phone. */
export const MAX_PHOTOS = 6
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024
export const MAX_DESCRIPTION_LENGTH = 2000
export const MAX_NOTE_LENGTH = 2000

/** A preferred date may lie at most this far ahead; further out is a typo, not a plan. */
export const MAX_PREFERRED_DAYS_AHEAD = 365

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The tenant picks the date in their own time zone, which may be a day behind UTC: so "today" is
 * accepted from yesterday (UTC) on.
 */
export const isAcceptablePreferredDate = (value: string, now: Date = new Date()): boolean => {
  if (!isIsoDate(value)) return false
  const date = Date.parse(`${value}T00:00:00Z`)
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`)
  return date >= today - DAY_MS && date <= today + MAX_PREFERRED_DAYS_AHEAD * DAY_MS
}

/** Multipart sends every field as text; a field left empty means "not given". */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

/** The create payload (multipart text fields; photos travel as repeated `files` parts). */
export const CreateMaintenanceBodySchema = z
  .object({
    serviceType: ServiceTypeSchema,
    specificIssue: z.string().trim().min(1, 'Choose the specific issue'),
    description: z
      .string()
      .trim()
      .min(1, 'Describe the problem')
      .max(MAX_DESCRIPTION_LENGTH, `Use at most ${MAX_DESCRIPTION_LENGTH} characters`),
    urgency: optionalText(UrgencySchema).transform((value) => value ?? 'medium'),
    preferredDate: optionalText(
      z
        .string()
        .refine(
          (value) => isAcceptablePreferredDate(value),
          `Pick a date from today up to ${MAX_PREFERRED_DAYS_AHEAD} days ahead`,
        ),
    ),
    timeWindow: optionalText(TimeWindowSchema),
  })
  .superRefine((body, ctx) => {
    const issues: readonly string[] = SERVICE_ISSUES[body.serviceType]
    if (!issues.includes(body.specificIssue)) {
      ctx.addIssue({
        code: 'custom',
        path: ['specificIssue'],
        message: `For ${SERVICE_TYPE_LABELS[body.serviceType]} choose one of: ${issues.join(', ')}`,
      })
    }
  })
export type CreateMaintenanceBody = z.infer<typeof CreateMaintenanceBodySchema>

export const MaintenanceFileSchema = z.object({ id: z.string(), filePath: z.string() })
export type MaintenanceFile = z.infer<typeof MaintenanceFileSchema>

/** A maintenance request, as the tenant sees it. */
export const MaintenanceRequestSchema = z.object({
  id: z.string(),
  serviceType: ServiceTypeSchema,
  specificIssue: z.string(),
  description: z.string(),
  urgency: UrgencySchema,
  status: MaintenanceStatusSchema,
  preferredDate: z.string().nullable(),
  timeWindow: TimeWindowSchema.nullable(),
  assignedTo: z.string().nullable(),
  /** The tenant's 1–5 stars once the request is completed and rated. */
  rating: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  files: z.array(MaintenanceFileSchema),
})
export type MaintenanceRequest = z.infer<typeof MaintenanceRequestSchema>

/** One line of a request's history as its tenant sees it: internal notes never appear here. */
export const TimelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('submitted'), id: z.string(), createdAt: z.string() }),
  z.object({
    kind: z.literal('status_changed'),
    id: z.string(),
    fromStatus: MaintenanceStatusSchema.nullable(),
    toStatus: MaintenanceStatusSchema,
    createdAt: z.string(),
  }),
  z.object({ kind: z.literal('completed'), id: z.string(), createdAt: z.string() }),
  z.object({ kind: z.literal('note'), id: z.string(), note: z.string(), createdAt: z.string() }),
])
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>

export const MaintenanceRequestDetailSchema = MaintenanceRequestSchema.extend({
  timeline: z.array(TimelineEntrySchema),
})
export type MaintenanceRequestDetail = z.infer<typeof MaintenanceRequestDetailSchema>

export const RatingBodySchema = z.object({
  rating: z
    .number({ error: 'Give a rating from 1 to 5 stars' })
    .int('Give a whole number of stars from 1 to 5')
    .min(1, 'Give a rating from 1 to 5 stars')
    .max(5, 'Give a rating from 1 to 5 stars'),
})
export type RatingBody = z.infer<typeof RatingBodySchema>

// ---------------------------------------------------------------------------------------------
// Admin side
// ---------------------------------------------------------------------------------------------

export const MaintenanceNoteSchema = z.object({
  id: z.string(),
  note: z.string(),
  isInternal: z.boolean(),
  createdAt: z.string(),
})
export type MaintenanceNote = z.infer<typeof MaintenanceNoteSchema>

export const AdminMaintenanceRequestSchema = MaintenanceRequestSchema.extend({
  tenant: z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      unit: z.string().nullable(),
    })
    .nullable(),
  notes: z.array(MaintenanceNoteSchema),
})
export type AdminMaintenanceRequest = z.infer<typeof AdminMaintenanceRequestSchema>

/** `active` is every request not completed (the dashboard's Active Requests card). */
export const MAINTENANCE_STATUS_FILTERS = ['active', ...MAINTENANCE_STATUSES] as const

export const AdminMaintenanceQuerySchema = z.object({
  status: z
    .enum(MAINTENANCE_STATUS_FILTERS, {
      error: `Choose one of: ${MAINTENANCE_STATUS_FILTERS.join(', ')}`,
    })
    .optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
})
export type AdminMaintenanceQuery = z.infer<typeof AdminMaintenanceQuerySchema>

/** Status and assignedTo; an empty assignee means nobody (null). Either may be left out. */
export const UpdateMaintenanceBodySchema = z
  .object({
    status: MaintenanceStatusSchema.optional(),
    assignedTo: z
      .string()
      .trim()
      .max(200, 'Use at most 200 characters')
      .nullable()
      .optional()
      .transform((value) => (value === '' ? null : value)),
  })
  .refine((body) => body.status !== undefined || body.assignedTo !== undefined, {
    message: 'Send a status, an assignee or both',
  })
export type UpdateMaintenanceBody = z.input<typeof UpdateMaintenanceBodySchema>

/** IsInternal is sent as 1 or 0; true and false are taken too. */
export const CreateNoteBodySchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, 'Write a note first')
    .max(MAX_NOTE_LENGTH, `Use at most ${MAX_NOTE_LENGTH} characters`),
  // Left out, a note stays internal: nothing reaches a tenant by omission.
  isInternal: z
    .union([z.literal(1), z.literal(0), z.boolean()], { error: 'Send isInternal as 1 or 0' })
    .optional()
    .transform((value) => value !== 0 && value !== false),
})
export type CreateNoteBody = z.input<typeof CreateNoteBodySchema>
