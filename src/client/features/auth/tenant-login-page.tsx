import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link, Navigate, useNavigate } from 'react-router'
import { TenantLoginBodySchema, type TenantLoginBody } from '../../../shared/schemas/auth'
import { Field, fieldDescriptionIds } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { PasswordInput } from '../../components/ui/password-input'
import { toast } from '../../components/ui/use-toast'
import { usePublicConfig, useTenantLogin, useTenantSession } from './api'
import { AuthLayout } from './components/auth-layout'
import { DemoCredentials } from './components/demo-credentials'
import { SubmitButton } from './components/submit-button'

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
  const form = useForm<TenantLoginBody>({
    resolver: zodResolver(TenantLoginBodySchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors } = form.formState

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
        <Field id="email" label="Email" error={errors.email?.message}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={fieldDescriptionIds('email', { error: errors.email?.message })}
            {...form.register('email')}
          />
        </Field>
        <Field id="password" label="Password" error={errors.password?.message}>
          <PasswordInput
            id="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={fieldDescriptionIds('password', { error: errors.password?.message })}
            {...form.register('password')}
          />
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
            form.setValue('email', demo.email, { shouldValidate: true })
            form.setValue('password', demo.password, { shouldValidate: true })
          }}
        />
      ) : null}
    </AuthLayout>
  )
}
