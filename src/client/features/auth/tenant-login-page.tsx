import { Link, Navigate, useNavigate } from 'react-router'
import { usePublicConfig, useTenantLogin, useTenantSession } from './api'
import { AuthLayout } from './components/auth-layout'
import { SignInForm } from './components/sign-in-form'

const panel = {
  headline: 'Your home, handled in one place.',
  points: [
    'See your balance and record rent payments',
    'Request repairs and follow them to done',
    'Keep your contacts and preferences up to date',
  ],
}

/** /login: email and password; success goes to /dashboard. */
export const TenantLoginPage = () => {
  const navigate = useNavigate()
  const { tenant } = useTenantSession()
  const { data: config } = usePublicConfig()
  const login = useTenantLogin()
  if (tenant) return <Navigate to="/dashboard" replace />

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
      <SignInForm
        identity={{
          name: 'email',
          label: 'Email',
          input: {
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            placeholder: 'you@example.com',
          },
        }}
        login={login.mutateAsync}
        isPending={login.isPending}
        onSignedIn={() => void navigate('/dashboard')}
        failureFallback="Invalid credentials"
        demo={demo ? { identity: demo.email, password: demo.password } : undefined}
      />
    </AuthLayout>
  )
}
