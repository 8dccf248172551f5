import { MessageSquareText, Siren, Wrench, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { cn } from '@/lib/cn'

const HelpTopic = ({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: LucideIcon
  tone: string
  title: string
  children: ReactNode
}) => (
  <li className="flex gap-4">
    <span
      className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-full', tone)}
    >
      <Icon className="size-5" aria-hidden />
    </span>
    <div className="grid gap-1 text-sm">
      <h3 className="font-semibold text-foreground">{title}</h3>
      <div className="grid gap-2 text-muted-foreground">{children}</div>
    </div>
  </li>
)

export type HelpDialogProps = { open: boolean; onOpenChange: (open: boolean) => void }

/**
 * The 'Help & Support' action. It explains where each kind of help comes from
 * and records nothing: Hearth has no support inbox, and an emergency must never wait on an app.
 */
export const HelpDialog = ({ open, onOpenChange }: HelpDialogProps) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Help &amp; Support</DialogTitle>
        <DialogDescription>Where to turn, depending on what you need.</DialogDescription>
      </DialogHeader>
      <ul className="grid gap-5">
        <HelpTopic
          icon={Siren}
          tone="bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300"
          title="Emergencies"
        >
          <p>
            Fire, a gas smell, serious flooding or anyone in danger: leave the area and call{' '}
            <a
              href="tel:911"
              className="font-semibold text-foreground underline underline-offset-2"
            >
              911
            </a>{' '}
            first. Then let your property manager know.
          </p>
        </HelpTopic>
        <HelpTopic
          icon={Wrench}
          tone="bg-primary-soft text-primary-soft-foreground"
          title="Something needs repair"
        >
          <p>
            Submit a maintenance request with a description and photos, and follow its progress on
            the Maintenance page.
          </p>
          <DialogClose asChild>
            <Link
              to="/maintenance"
              className="justify-self-start font-medium text-primary hover:underline"
            >
              Go to Maintenance
            </Link>
          </DialogClose>
        </HelpTopic>
        <HelpTopic
          icon={MessageSquareText}
          tone="bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300"
          title="Questions about your lease or rent"
        >
          <p>Contact your property manager directly, using the details in your lease.</p>
        </HelpTopic>
      </ul>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  </Dialog>
)
