// First: no schema may be built before zod is told not to compile with eval (see zod-csp.ts)
// and which sentences to use for its generic failures, as the server does.
import './zod-csp'
import '../../shared/zod-messages'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { initTheme } from '@/lib/theme'
import '@/styles.css'
import { Providers } from './providers'
import { AppRoutes } from './router'

// Before the first render, so a dark-mode visitor never sees a light frame.
initTheme()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <Providers>
      {/* Without transitions a page whose code is still loading shows its fallback at once. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
)
