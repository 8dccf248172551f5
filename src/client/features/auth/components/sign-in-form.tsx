import type { ComponentProps } from 'react'
import { SIGN_IN_MESSAGES } from '../../../../shared/sign-in-messages'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { dismissToast, toast } from '@/components/ui/use-toast'
import { loginFailureMessage } from '../api'
import { useSignInForm } from '../sign-in-form'
import { DemoCredentials } from './demo-credentials'
import { SubmitButton } from './submit-button'

type Identity = 'username' | 'email'

export type SignInFormProps = {
  /** Who signs in with what: the admin with a username, a tenant with an email. */
  identity: { name: Identity; label: string; input: ComponentProps<'input'> }
  login: (credentials: Record<Identity | 'password', string>) => Promise<unknown>
  isPending: boolean
  onSignedIn: () => void
  /** The toast's text when the failure carries none. */
  failureFallback?: string
  /** The demo account, shown with a button that fills it in (demo mode only). */
  demo?: { identity: string; password: string } | undefined
}

/**
 * The sign-in form of both login pages. A failed attempt shows the 'Login failed' toast; the next
 * successful one takes it away, so it never follows the person onto their dashboard.
 */
export const SignInForm = ({
  identity,
  login,
  isPending,
  onSignedIn,
  failureFallback,
  demo,
}: SignInFormProps) => {
  const form = useSignInForm({
    [identity.name]: SIGN_IN_MESSAGES[identity.name],
    password: SIGN_IN_MESSAGES.password,
  } as Record<Identity | 'password', string>)

  const onSubmit = form.handleSubmit((values) => {
    login(values).then(
      () => {
        dismissToast()
        onSignedIn()
      },
      (error: unknown) => {
        toast({
          variant: 'destructive',
          title: 'Login failed',
          description: loginFailureMessage(error) || failureFallback,
        })
      },
    )
  })

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <Field id={identity.name} label={identity.label} error={form.errors[identity.name]}>
          <Input {...identity.input} {...form.field(identity.name)} />
        </Field>
        <Field id="password" label="Password" error={form.errors.password}>
          <PasswordInput autoComplete="current-password" {...form.field('password')} />
        </Field>
        <SubmitButton isPending={isPending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
      {demo ? (
        <DemoCredentials
          rows={[
            { label: identity.label, value: demo.identity },
            { label: 'Password', value: demo.password },
          ]}
          onUse={() =>
            form.fill({ [identity.name]: demo.identity, password: demo.password } as Record<
              Identity | 'password',
              string
            >)
          }
        />
      ) : null}
    </>
  )
}
