/**
 * What the sign-in forms say about an empty field. A module of its own, without zod, so the login
 * pages can check their fields with the server's sentences without loading zod (scripts/budgets/).
 */
export const SIGN_IN_MESSAGES = {
  username: 'Enter your username',
  email: 'Enter your email',
  password: 'Enter your password',
} as const
