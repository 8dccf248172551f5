import { useNavigation } from 'react-router'

/** A thin bar at the top while the router loads the next page's code. */
export const NavigationProgress = () => {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return (
    <div
      className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-primary/20"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-primary" />
    </div>
  )
}
