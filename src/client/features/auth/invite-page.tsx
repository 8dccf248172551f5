import { CircleAlert } from 'lucide-react'
import { Link, useNavigate, useParams } from 'react-router'
import { z } from 'zod'
import { AcceptInviteBodySchema } from '../../../shared/schemas/auth'
import { buttonClassName } from '@/components/ui/button'
import { Field, fieldDescriptionIds } from '@/components/ui/field'
import { PasswordInput } from '@/components/ui/password-input'
import { Spinner } from '@/components/ui/spinner'
import { errorStatus, readableErrorMessage } from '@/lib/errors'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useAcceptInvite, useInvite } from './api'
import { AuthLayout } from './components/auth-layout'
import { SubmitButton } from './components/submit-button'

/** The shared password rule, plus a confirmation that only the form needs. */
const SetPasswordFormSchema = AcceptInviteBodySchema.pick({ password: true })
  .extend({ confirmPassword: z.string().min(1, 'Enter the password again') })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  })
type SetPasswordForm = z.infer<typeof SetPasswordFormSchema>

const panel = {
  headline: 'Welcome home. Your tenant portal is ready.',
  points: [
    'Pay rent and keep every receipt',
    'Send repair requests with photos',
    'Hear back from your property manager',
  ],
}

const INVALID_INVITE_HINT =
  'Ask your property manager to send a new invite, or sign in if you already set a password.'

/** A 4xx answer: unknown, expired or used. The server's sentence says which. */
const InvalidInvite = ({ reason }: { reason: string }) => (
  <div
    role="alert"
    className="grid gap-4 rounded-xl border border-border bg-card p-6 text-sm shadow-xs"
  >
    <div className="flex items-start gap-3">
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold text-foreground">This invite link is invalid or has expired</p>
        <p className="text-muted-foreground">{reason}</p>
      </div>
    </div>
    <Link to="/login" className={buttonClassName('outline', 'md')}>
      Go to sign-in
    </Link>
  </div>
)

const isClientError = (error: unknown) => {
  const status = errorStatus(error)
  return status !== null && status >= 400 && status < 500
}

const SetPasswordForm = ({ token }: { token: string }) => {
  const navigate = useNavigate()
  const accept = useAcceptInvite()
  const { form, onSubmit, isPending, errorOf } = useSchemaForm({
    schema: SetPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    submit: ({ password }) => accept.mutateAsync({ token, password }),
    failure: { title: 'Could not set your password' },
    onSuccess: () => void navigate('/dashboard'),
  })
  const passwordError = errorOf('password')
  const confirmError = errorOf('confirmPassword')
  const passwordHint = 'At least 10 characters. A short sentence is easy to remember.'

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Field id="password" label="New password" hint={passwordHint} error={passwordError}>
        <PasswordInput
          id="password"
          autoComplete="new-password"
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={fieldDescriptionIds('password', {
            hint: passwordHint,
            error: passwordError,
          })}
          {...form.register('password')}
        />
      </Field>
      <Field id="confirmPassword" label="Confirm password" error={confirmError}>
        <PasswordInput
          id="confirmPassword"
          autoComplete="new-password"
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={fieldDescriptionIds('confirmPassword', {
            error: confirmError,
          })}
          {...form.register('confirmPassword')}
        />
      </Field>
      <SubmitButton isPending={isPending} pendingLabel="Setting up your account…">
        Set password and sign in
      </SubmitButton>
    </form>
  )
}

/** /invite/:token: a tenant invited by the admin chooses a password and is signed in. */
export const InvitePage = () => {
  const { token = '' } = useParams()
  const invite = useInvite(token)

  const description = invite.data ? (
    <>
      Hi {invite.data.firstName}, choose a password for{' '}
      <span className="font-medium text-foreground">{invite.data.email}</span> to finish setting up
      your account.
    </>
  ) : invite.isError ? (
    'Invite links work once and expire after a while.'
  ) : (
    'Choose a password to finish setting up your account.'
  )

  return (
    <AuthLayout
      area="Tenant Portal"
      eyebrow="Tenant Portal"
      title="Accept your invite"
      description={description}
      panel={panel}
    >
      {invite.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner className="size-6" label="Checking your invite" />
        </div>
      ) : invite.data ? (
        <SetPasswordForm token={token} />
      ) : isClientError(invite.error) ? (
        <InvalidInvite reason={readableErrorMessage(invite.error, INVALID_INVITE_HINT)} />
      ) : (
        <p role="alert" className="text-sm text-destructive">
          We could not check this invite right now. Reload the page to try again.
        </p>
      )}
    </AuthLayout>
  )
}
