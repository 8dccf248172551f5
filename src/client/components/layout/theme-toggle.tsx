import { Moon, Sun } from 'lucide-react'
import { setTheme, useTheme } from '@/lib/theme'
import { IconButton } from '@/components/ui/icon-button'

/** Switches light and dark; the choice persists in localStorage under 'theme'. */
export const ThemeToggle = ({ side }: { side?: 'top' | 'right' | 'bottom' | 'left' }) => {
  const theme = useTheme()
  const isDark = theme === 'dark'
  return (
    <IconButton
      label={isDark ? 'Switch to light mode' : 'Switch to dark mode'}
      icon={isDark ? Sun : Moon}
      side={side}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    />
  )
}
