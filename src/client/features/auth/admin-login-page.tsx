import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { useAdminLogin, useAdminSession, usePublicConfig } from './api'
import { AuthLayout } from './components/auth-layout'
import { SignInForm } from './components/sign-in-form'

const panel = {
  headline: 'Run your properties without the paperwork.',
  points: [
    'Tenants, properties and leases side by side',
    'Turn a signed PDF lease into records in minutes',
    'Track every maintenance request to completion',
  ],
}

/**
 * /admin/login: username and password; success goes to /admin/dashboard. Route
 * protection also renders this page in place on any admin path without a signed-in admin.
 */
export const AdminLoginPage = () => {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { admin } = useAdminSession()
  const { data: config } = usePublicConfig()
  const login = useAdminLogin()
  if (admin && pathname === '/admin/login') return <Navigate to="/admin/dashboard" replace />

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
      <SignInForm
        identity={{
          name: 'username',
          label: 'Username',
          input: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
        }}
        login={login.mutateAsync}
        isPending={login.isPending}
        onSignedIn={() => void navigate('/admin/dashboard')}
        demo={demo ? { identity: demo.username, password: demo.password } : undefined}
      />
    </AuthLayout>
  )
}
