import { ArrowRight, Check, CircleCheck, Copy, FileScan, Link2, Send, Upload } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { TenantInvite } from '../../../../../shared/schemas/auth'
import type { LeaseIntake } from '../../../../../shared/schemas/lease-intake'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Progress } from '@/components/ui/progress'
import { toast } from '@/components/ui/use-toast'
import { readableErrorMessage } from '@/lib/errors'
import { formatDateTime } from '@/lib/format-date'
import { useCreateInvite } from '../api'

/** While the document is read, a bar fixed at 60 and one sentence. */
export const ProcessingView = ({ intake }: { intake: LeaseIntake }) => (
  <Card>
    <CardContent className="grid justify-items-center gap-4 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <FileScan className="size-6" aria-hidden />
      </span>
      <div className="grid gap-1">
        <p className="font-medium break-all text-foreground">{intake.originalName}</p>
        <p className="text-sm text-muted-foreground">
          Extracting information from the lease agreement...
        </p>
      </div>
      <Progress value={60} label="Reading the lease" className="max-w-sm" />
      <p className="text-xs text-muted-foreground">
        This page updates by itself; scanned leases take longer.
      </p>
    </CardContent>
  </Card>
)

/** 'Processing Failed' and the reason, with the way to try again. */
export const FailedView = ({
  intake,
  onUploadAnother,
}: {
  intake: LeaseIntake
  onUploadAnother: () => void
}) => (
  <Card>
    <CardContent className="grid gap-4 p-6">
      <Alert tone="destructive">
        <AlertTitle>Processing Failed</AlertTitle>
        <AlertDescription>
          {intake.errorMessage ?? 'This document could not be read.'}
        </AlertDescription>
      </Alert>
      <p className="text-sm text-muted-foreground">
        {intake.originalName} · uploaded {formatDateTime(intake.createdAt)}. Save the lease as an
        unprotected PDF, or scan it again more sharply, and upload it once more.
      </p>
      <div>
        <Button variant="outline" onClick={onUploadAnother}>
          <Upload className="size-4" aria-hidden />
          Upload another document
        </Button>
      </div>
    </CardContent>
  </Card>
)

const InviteLink = ({ invite }: { invite: TenantInvite }) => {
  const [isCopied, setIsCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite.inviteUrl)
      setIsCopied(true)
      toast({ title: 'Invite link copied', description: 'Send it to the tenant by email or text.' })
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not copy the link',
        description: 'Select the link and copy it yourself.',
      })
    }
  }
  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          readOnly
          aria-label="Invite link"
          value={invite.inviteUrl}
          onFocus={(event) => event.target.select()}
          className="font-mono text-xs"
        />
        <Button variant="outline" onClick={() => void copy()}>
          {isCopied ? (
            <Check className="size-4" aria-hidden />
          ) : (
            <Copy className="size-4" aria-hidden />
          )}
          {isCopied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Works once, until {formatDateTime(invite.expiresAt)}. The tenant chooses a password there.
      </p>
    </div>
  )
}

export type FinalizedViewProps = {
  intake: LeaseIntake
  /** The link made in this visit (by the finalize or the button); links are shown once, never stored. */
  invite: TenantInvite | undefined
  onInvite: (invite: TenantInvite) => void
}

/** 'Lease Created Successfully', with the tenant's way into the portal. */
export const FinalizedView = ({ intake, invite, onInvite }: FinalizedViewProps) => {
  const createInvite = useCreateInvite()
  const { tenantId, tenant } = intake
  const tenantName = tenant ? `${tenant.firstName} ${tenant.lastName}` : ''
  const create = () => {
    if (!tenantId) return
    createInvite.mutate(tenantId, {
      onSuccess: onInvite,
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to create invite',
          description: readableErrorMessage(error),
        }),
    })
  }
  return (
    <Card>
      <CardContent className="grid gap-6 p-6">
        <div className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-500/12 text-emerald-600 dark:bg-emerald-400/15 dark:text-emerald-300">
            <CircleCheck className="size-6" aria-hidden />
          </span>
          <div className="grid gap-1">
            <h3 className="text-lg font-semibold text-foreground">Lease Created Successfully</h3>
            <p className="text-sm text-muted-foreground">
              {tenantName
                ? `${tenantName}'s tenant record and active lease`
                : 'The tenant record and active lease'}{' '}
              were created from {intake.originalName}
              {intake.finalizedAt ? ` on ${formatDateTime(intake.finalizedAt)}` : ''}. The PDF is
              filed as the lease agreement.
            </p>
          </div>
        </div>

        {tenantId && tenant ? (
          <section
            className="grid gap-3 rounded-lg border border-border p-4"
            aria-label="Tenant portal invite"
          >
            <h4 className="flex items-center gap-2 text-sm font-semibold text-foreground">
              <Link2 className="size-4 text-muted-foreground" aria-hidden />
              Tenant portal invite
            </h4>
            {invite ? (
              <InviteLink invite={invite} />
            ) : tenant.hasAccount ? (
              <p className="text-sm text-muted-foreground">
                {tenant.firstName} already has a portal account and sees this lease after signing
                in.
              </p>
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-sm text-muted-foreground">
                  Send {tenant.firstName} a link to set a password for the tenant portal.
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={create}
                  disabled={createInvite.isPending}
                >
                  <Send className="size-3.5" aria-hidden />
                  {createInvite.isPending ? 'Creating link…' : 'Create invite link'}
                </Button>
              </div>
            )}
          </section>
        ) : null}

        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/admin/leases">
              View lease
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/tenants">View tenant</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
