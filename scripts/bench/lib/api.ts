/**
 * The benchmark speaks to the server under test as its clients do: JSON over HTTP with a bearer
 * session from the login routes. A non-2xx answer stops the run with the server's words.
 */
export type Api = {
  get: <T>(path: string) => Promise<T>
  post: <T>(path: string, body: unknown) => Promise<T>
  upload: <T>(path: string, field: string, file: Uint8Array, filename: string) => Promise<T>
  headers: Record<string, string>
}

export const expectOk = async (res: Response) => {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`)
  return res
}

const signIn = async (base: string, path: string, body: Record<string, string>) => {
  const res = await expectOk(
    await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
  return ((await res.json()) as { sessionToken: string }).sessionToken
}

export const signInAdmin = (base: string, username: string, password: string) =>
  signIn(base, '/api/admin/login', { username, password })

export const signInTenant = (base: string, email: string, password: string) =>
  signIn(base, '/api/tenant/login', { email, password })

export const apiAs = (base: string, token: string): Api => {
  const headers = { authorization: `Bearer ${token}` }
  const json = async <T>(res: Response) => (await (await expectOk(res)).json()) as T
  return {
    headers,
    get: async (path) => json(await fetch(`${base}${path}`, { headers })),
    post: async (path, body) =>
      json(
        await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    upload: async (path, field, file, filename) => {
      const form = new FormData()
      form.append(field, new Blob([new Uint8Array(file)]), filename)
      return json(await fetch(`${base}${path}`, { method: 'POST', headers, body: form }))
    },
  }
}
