import { Link, Navigate, useNavigate } from 'react-router'
import { SIGN_IN_MESSAGES } from '../../../shared/sign-in-messages'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { PasswordInput } from '../../components/ui/password-input'
import { toast } from '../../components/ui/use-toast'
import { usePublicConfig, useTenantLogin, useTenantSession } from './api'
import { AuthLayout } from './components/auth-layout'
import { DemoCredentials } from './components/demo-credentials'
import { SubmitButton } from './components/submit-button'
import { useSignInForm } from './sign-in-form'

const panel = {
  headline: 'Your home, handled in one place.',
  points: [
    'See your balance and record rent payments',
    'Request repairs and follow them to done',
    'Keep your contacts and preferences up to date',
  ],
}

/** /login (SPEC §2): email and password; success goes to /dashboard. */
export const TenantLoginPage = () => {
  const navigate = useNavigate()
  const { tenant } = useTenantSession()
  const { data: config } = usePublicConfig()
  const login = useTenantLogin()
  const form = useSignInForm({ email: SIGN_IN_MESSAGES.email, password: SIGN_IN_MESSAGES.password })
  const { errors } = form

  if (tenant) return <Navigate to="/dashboard" replace />

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => navigate('/dashboard'),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Login failed',
          description: error.message || 'Invalid credentials',
        }),
    }),
  )

  const demo = config?.demo ? config.demoCredentials?.tenant : undefined

  return (
    <AuthLayout
      area="Tenant Portal"
      eyebrow="Sign in"
      title="Tenant Portal"
      description="Sign in with the email your property manager has on file."
      panel={panel}
      footer={
        <>
          Property manager?{' '}
          <Link to="/admin/login" className="font-medium text-primary hover:underline">
            Admin sign-in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <Field id="email" label="Email" error={errors.email}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...form.field('email')}
          />
        </Field>
        <Field id="password" label="Password" error={errors.password}>
          <PasswordInput autoComplete="current-password" {...form.field('password')} />
        </Field>
        <SubmitButton isPending={login.isPending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
      {demo ? (
        <DemoCredentials
          rows={[
            { label: 'Email', value: demo.email },
            { label: 'Password', value: demo.password },
          ]}
          onUse={() => {
            form.fill({ email: demo.email, password: demo.password })
          }}
        />
      ) : null}
    </AuthLayout>
  )
}
