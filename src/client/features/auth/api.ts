import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type {
  AcceptInviteBody,
  Admin,
  AdminLoginBody,
  AdminLoginResponse,
  InviteLookup,
  TenantLoginBody,
  TenantLoginResponse,
} from '../../../shared/schemas/auth'
import type { PublicConfig } from '../../../shared/schemas/config'
import type { Tenant } from '../../../shared/schemas/tenant'
import { apiRequest, requestJson } from '@/lib/api-client'
import {
  clearAdminToken,
  clearTenantToken,
  getAdminToken,
  getTenantToken,
  setAdminToken,
  setTenantToken,
} from '@/lib/auth-storage'
import { errorStatus, readableErrorMessage } from '@/lib/errors'
import { isSessionKey, queryKeys } from '@/lib/query-keys'

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your credentials.'

/**
 * What a failed login tells the person, from the ApiError the login call threw: a fixed text, so a
 * wrong password and an unknown account read alike. A rate-limit answer (429) is the exception:
 * its sentence ('Too many sign-in attempts. Try again in N minutes.') tells the person what to do.
 */
export const loginFailureMessage = (error: unknown): string =>
  errorStatus(error) === 429
    ? readableErrorMessage(error, LOGIN_FAILED_MESSAGE)
    : LOGIN_FAILED_MESSAGE

/** Drops every cached answer that belongs to whoever was signed in; session keys stay. */
const forgetSignedInData = (queryClient: QueryClient) =>
  queryClient.removeQueries({ predicate: (query) => !isSessionKey(query.queryKey) })

/** GET /api/config: whether this is a demo, and the demo credentials if so. */
export const usePublicConfig = () => useQuery<PublicConfig>({ queryKey: queryKeys.config })

// Tenant session: a stored token is verified with /api/tenant/me; failure signs out.

const fetchTenantSession = async (): Promise<Tenant | null> => {
  if (!getTenantToken()) return null
  try {
    return await requestJson<Tenant>('GET', '/api/tenant/me')
  } catch {
    clearTenantToken()
    return null
  }
}

export const useTenantSession = () => {
  const query = useQuery({ queryKey: queryKeys.tenantMe, queryFn: fetchTenantSession })
  return { tenant: query.data ?? null, isLoading: query.isPending }
}

const useStartTenantSession = () => {
  const queryClient = useQueryClient()
  return ({ sessionToken, tenant }: TenantLoginResponse) => {
    setTenantToken(sessionToken)
    forgetSignedInData(queryClient)
    queryClient.setQueryData<Tenant | null>(queryKeys.tenantMe, tenant)
  }
}

export const useTenantLogin = () => {
  const startSession = useStartTenantSession()
  return useMutation({
    mutationFn: (body: TenantLoginBody) =>
      requestJson<TenantLoginResponse>('POST', '/api/tenant/login', body),
    onSuccess: startSession,
  })
}

export const useTenantLogout = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest('POST', '/api/tenant/logout')
      } catch {
        // Logout errors are ignored; the local session ends regardless.
      }
    },
    onSettled: () => {
      clearTenantToken()
      queryClient.setQueryData<Tenant | null>(queryKeys.tenantMe, null)
      forgetSignedInData(queryClient)
    },
  })
}

// Invites: a tenant sets a password from an emailed link and is signed in.

export const useInvite = (token: string) =>
  useQuery<InviteLookup>({ queryKey: queryKeys.invite(token) })

export const useAcceptInvite = () => {
  const startSession = useStartTenantSession()
  return useMutation({
    mutationFn: (body: AcceptInviteBody) =>
      requestJson<TenantLoginResponse>('POST', '/api/tenant/accept-invite', body),
    onSuccess: startSession,
  })
}

// Admin session: a stored token is validated with /api/admin/me; failure clears it.

const fetchAdminSession = async (): Promise<Admin | null> => {
  if (!getAdminToken()) return null
  try {
    return await requestJson<Admin>('GET', '/api/admin/me')
  } catch {
    clearAdminToken()
    return null
  }
}

export const useAdminSession = () => {
  const query = useQuery({ queryKey: queryKeys.adminMe, queryFn: fetchAdminSession })
  return { admin: query.data ?? null, isLoading: query.isPending }
}

export const useAdminLogin = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdminLoginBody) =>
      requestJson<AdminLoginResponse>('POST', '/api/admin/login', body),
    onSuccess: ({ sessionToken, admin }) => {
      setAdminToken(sessionToken)
      forgetSignedInData(queryClient)
      queryClient.setQueryData<Admin | null>(queryKeys.adminMe, admin)
    },
  })
}

export const useAdminLogout = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest('POST', '/api/admin/logout')
      } catch {
        // The admin token is cleared even if the call fails.
      }
    },
    onSettled: () => {
      clearAdminToken()
      queryClient.setQueryData<Admin | null>(queryKeys.adminMe, null)
      forgetSignedInData(queryClient)
    },
  })
}
