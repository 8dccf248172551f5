/** A thin bar at the top while the next page's code loads (the shells' Suspense fallback). */
export const NavigationProgress = () => (
  <div
    className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-primary/20"
    role="progressbar"
    aria-label="Loading page"
  >
    <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-primary" />
  </div>
)
