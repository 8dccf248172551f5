import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type {
  AdminTenant,
  SignOutTenantResponse,
  UpdateAdminTenantInput,
} from '../../../../shared/schemas/admin-tenants'
import type { TenantInvite } from '../../../../shared/schemas/auth'
import type {
  ImportParseResult,
  ImportResult,
  ImportTenant,
} from '../../../../shared/schemas/tenant-import'
import { apiRequest, requestJson, type Creation } from '@/lib/api-client'
import type { ListPage } from '@/lib/lists/fetch-list-page'
import { usePagedList } from '@/lib/lists/use-list-queries'
import { queryKeys } from '@/lib/query-keys'

/**
 * GET /api/admin/tenants one page at a time, searched on the server: a portfolio of 10,000 tenants
 * is never sent whole. The previous page stays on screen while the next one loads.
 */
export const useTenantPage = ({
  q,
  page,
  pageSize,
}: {
  q: string
  page: number
  pageSize: number
}) => usePagedList<AdminTenant>({ key: queryKeys.admin.tenants, q, page, pageSize })

/** Saving replaces the tenant in the list: every cached page gets the saved copy. */
const replaceInPages = (queryClient: QueryClient, tenant: AdminTenant) =>
  queryClient.setQueriesData<ListPage<AdminTenant>>(
    { queryKey: queryKeys.admin.tenants },
    (page) =>
      page && 'items' in page
        ? { ...page, items: page.items.map((t) => (t.id === tenant.id ? tenant : t)) }
        : page,
  )

/** What a tenant's edit can change elsewhere: the property's figures and the lease's dates. */
const refreshRelated = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.properties }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.leases }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
  ])

/** PATCH /api/admin/tenants/{id} with the whitelisted fields; answers the saved tenant. */
export const useUpdateTenant = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateAdminTenantInput }) =>
      requestJson<AdminTenant>('PATCH', `/api/admin/tenants/${id}`, changes),
    onSuccess: (tenant) => {
      replaceInPages(queryClient, tenant)
      // Fees and owner live on the property: neighbours in the list show them too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.tenants })
      void refreshRelated(queryClient)
    },
  })
}

/** DELETE /api/admin/tenants/{id}: 204 with no body. */
export const useDeleteTenant = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/admin/tenants/${id}`)
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.tenants }),
        refreshRelated(queryClient),
      ]),
  })
}

/** POST /api/admin/tenants/{id}/invite: a new link; earlier unused ones stop working. */
export const useInviteTenant = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      requestJson<TenantInvite>('POST', `/api/admin/tenants/${id}/invite`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.tenants }),
  })
}

/** POST /api/admin/tenants/{id}/sign-out: ends every session the tenant has, on every device. */
export const useSignOutTenant = () =>
  useMutation({
    mutationFn: (id: string) =>
      requestJson<SignOutTenantResponse>('POST', `/api/admin/tenants/${id}/sign-out`),
  })

/** POST /api/admin/tenants/upload-excel: the file in the multipart field excelFile. */
export const useParseSpreadsheet = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('excelFile', file)
      return requestJson<ImportParseResult>('POST', '/api/admin/tenants/upload-excel', form)
    },
  })

/** POST /api/admin/tenants/import; afterwards the tenant and lease lists are refetched. */
export const useImportTenants = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body: tenants, idempotencyKey }: Creation<ImportTenant[]>) =>
      requestJson<ImportResult>(
        'POST',
        '/api/admin/tenants/import',
        { tenants },
        { idempotencyKey },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.tenants }),
        refreshRelated(queryClient),
      ]),
  })
}

export const TEMPLATE_URLS = {
  csv: '/api/admin/tenants/import-template.csv',
  xlsx: '/api/admin/tenants/import-template.xlsx',
} as const
