import { useQueryClient, type QueryKey } from '@tanstack/react-query'

/** A function that refetches every list a change touches; mutations await it in onSuccess. */
export const useInvalidate = (keys: readonly QueryKey[]) => {
  const queryClient = useQueryClient()
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}
