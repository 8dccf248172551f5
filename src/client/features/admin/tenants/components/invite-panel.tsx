import { Check, Copy, Link2, LogOut, Send } from 'lucide-react'
import { useState } from 'react'
import type { AdminTenant } from '../../../../../shared/schemas/admin-tenants'
import type { TenantInvite } from '../../../../../shared/schemas/auth'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { readableErrorMessage } from '@/lib/errors'
import { formatDateTime } from '@/lib/format-date'
import { useInviteTenant, useSignOutTenant } from '../api'
import { AccountStatus } from './account-status'
import { DetailSection } from './detail-section'

const statusText = (tenant: AdminTenant) =>
  tenant.hasSignedIn
    ? `${tenant.firstName} has signed in to the tenant portal.`
    : tenant.invitePending
      ? `${tenant.firstName} has an invite link but has not signed in yet.`
      : `${tenant.firstName} has not been invited to the tenant portal yet.`

/**
 * Portal access: creates the tenant's invite link to copy and send, and says whether
 * the tenant has signed in. A new link replaces any earlier unused one.
 */
export const InvitePanel = ({
  tenant,
  onInvited,
}: {
  tenant: AdminTenant
  onInvited: () => void
}) => {
  const invite = useInviteTenant()
  const signOut = useSignOutTenant()
  const [link, setLink] = useState<TenantInvite | null>(null)
  const [isCopied, setIsCopied] = useState(false)

  const create = () =>
    invite.mutate(tenant.id, {
      onSuccess: (created) => {
        setLink(created)
        setIsCopied(false)
        onInvited()
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to create invite',
          description: readableErrorMessage(error),
        }),
    })

  const signOutEverywhere = () =>
    signOut.mutate(tenant.id, {
      onSuccess: ({ endedSessions }) =>
        toast({
          title: `${tenant.firstName} is signed out everywhere`,
          description:
            endedSessions === 0
              ? 'There was no open session.'
              : `${endedSessions} open session${endedSessions === 1 ? '' : 's'} ended.`,
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to sign the tenant out',
          description: readableErrorMessage(error),
        }),
    })

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      setIsCopied(true)
      toast({
        title: 'Invite link copied',
        description: `Send it to ${tenant.firstName} by email or text.`,
      })
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not copy the link',
        description: 'Select the link and copy it yourself.',
      })
    }
  }

  return (
    <DetailSection
      title="Portal Access"
      icon={Link2}
      aside={<AccountStatus tenant={tenant} size="sm" />}
    >
      <p className="text-sm text-muted-foreground">{statusText(tenant)}</p>
      {link ? (
        <div className="grid gap-2">
          <div className="flex gap-2">
            <Input
              readOnly
              aria-label="Invite link"
              value={link.inviteUrl}
              onFocus={(event) => event.target.select()}
              className="font-mono text-xs"
            />
            <Button variant="outline" onClick={() => void copy(link.inviteUrl)}>
              {isCopied ? (
                <Check className="size-4" aria-hidden />
              ) : (
                <Copy className="size-4" aria-hidden />
              )}
              {isCopied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            Works once, until {formatDateTime(link.expiresAt)}. {tenant.firstName}{' '}
            {tenant.hasSignedIn ? 'sets a new password' : 'chooses a password'} there. Hearth also
            emails the link to {tenant.email} when outgoing mail is set up.
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={create}
          disabled={invite.isPending}
          aria-busy={invite.isPending || undefined}
        >
          <Send className="size-3.5" aria-hidden />
          {invite.isPending
            ? 'Creating link…'
            : link || tenant.invitePending || tenant.hasSignedIn
              ? 'Create a new invite link'
              : 'Invite to portal'}
        </Button>
        {tenant.hasSignedIn ? (
          <Button
            variant="outline"
            size="sm"
            onClick={signOutEverywhere}
            disabled={signOut.isPending}
            aria-busy={signOut.isPending || undefined}
          >
            <LogOut className="size-3.5" aria-hidden />
            {signOut.isPending ? 'Signing out…' : 'Sign out everywhere'}
          </Button>
        ) : null}
      </div>
    </DetailSection>
  )
}
