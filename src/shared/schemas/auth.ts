import { z } from 'zod'
import { SIGN_IN_MESSAGES } from '../sign-in-messages'
import { TenantSchema } from './tenant'

/** Invite passwords and any password a tenant sets. */
export const MIN_PASSWORD_LENGTH = 10

export const AdminLoginBodySchema = z.object({
  username: z.string().trim().min(1, SIGN_IN_MESSAGES.username).max(200),
  password: z.string().min(1, SIGN_IN_MESSAGES.password).max(1000),
})
export type AdminLoginBody = z.infer<typeof AdminLoginBodySchema>

export const TenantLoginBodySchema = z.object({
  email: z.string().trim().min(1, SIGN_IN_MESSAGES.email).max(320),
  password: z.string().min(1, SIGN_IN_MESSAGES.password).max(1000),
})
export type TenantLoginBody = z.infer<typeof TenantLoginBodySchema>

export const AdminSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
})
export type Admin = z.infer<typeof AdminSchema>

export const AdminLoginResponseSchema = z.object({ sessionToken: z.string(), admin: AdminSchema })
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>

export const TenantLoginResponseSchema = z.object({
  sessionToken: z.string(),
  tenant: TenantSchema,
})
export type TenantLoginResponse = z.infer<typeof TenantLoginResponseSchema>

export const InviteTokenParamsSchema = z.object({ token: z.string().min(1).max(200) })

export const TenantInviteSchema = z.object({
  token: z.string(),
  inviteUrl: z.string(),
  expiresAt: z.string(),
})
export type TenantInvite = z.infer<typeof TenantInviteSchema>

export const InviteLookupSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
})
export type InviteLookup = z.infer<typeof InviteLookupSchema>

export const AcceptInviteBodySchema = z.object({
  token: z.string().min(1, 'The invite link is incomplete').max(200),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(1000, 'Use at most 1000 characters'),
})
export type AcceptInviteBody = z.infer<typeof AcceptInviteBodySchema>
