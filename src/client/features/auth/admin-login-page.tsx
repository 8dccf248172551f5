import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { SIGN_IN_MESSAGES } from '../../../shared/sign-in-messages'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { PasswordInput } from '../../components/ui/password-input'
import { toast } from '../../components/ui/use-toast'
import { useAdminLogin, useAdminSession, usePublicConfig } from './api'
import { AuthLayout } from './components/auth-layout'
import { DemoCredentials } from './components/demo-credentials'
import { SubmitButton } from './components/submit-button'
import { useSignInForm } from './sign-in-form'

const panel = {
  headline: 'Run your properties without the paperwork.',
  points: [
    'Tenants, properties and leases side by side',
    'Turn a signed PDF lease into records in minutes',
    'Track every maintenance request to completion',
  ],
}

/**
 * /admin/login (SPEC §2): username and password; success goes to /admin/dashboard. Route
 * protection also renders this page in place on any admin path without a signed-in admin.
 */
export const AdminLoginPage = () => {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { admin } = useAdminSession()
  const { data: config } = usePublicConfig()
  const login = useAdminLogin()
  const form = useSignInForm({
    username: SIGN_IN_MESSAGES.username,
    password: SIGN_IN_MESSAGES.password,
  })
  const { errors } = form

  if (admin && pathname === '/admin/login') return <Navigate to="/admin/dashboard" replace />

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => navigate('/admin/dashboard'),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Login failed', description: error.message }),
    }),
  )

  const demo = config?.demo ? config.demoCredentials?.admin : undefined

  return (
    <AuthLayout
      area="Admin"
      eyebrow="Property managers"
      title="Admin sign-in"
      description="Sign in to manage tenants, properties, leases and maintenance."
      panel={panel}
      footer={
        <>
          Renting a home?{' '}
          <Link to="/login" className="font-medium text-primary hover:underline">
            Tenant Portal sign-in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <Field id="username" label="Username" error={errors.username}>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...form.field('username')}
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
            { label: 'Username', value: demo.username },
            { label: 'Password', value: demo.password },
          ]}
          onUse={() => {
            form.fill({ username: demo.username, password: demo.password })
          }}
        />
      ) : null}
    </AuthLayout>
  )
}
