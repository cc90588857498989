import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReleaseAction, ReleaseApi } from './release-api';

/** Every query of the release API is under this key, by token: a sign-in or sign-out drops them all. */
export const RELEASES_KEY = 'releases';

/**
 * The registry with its history, and the health counts, as one team's token reads them; and the
 * team's actions, after each of which both are read again.
 */
export function useReleases(api: ReleaseApi | null, token: string | null, onRefused: () => void) {
  const queryClient = useQueryClient();
  const overview = useQuery({
    queryKey: [RELEASES_KEY, token, 'overview'],
    queryFn: () =>
      api!.overview().catch((error: unknown) => {
        onRefused();
        throw error;
      }),
    enabled: api !== null,
  });
  // The counts can be out of reach while the registry is not (a fleet's Redis down): the page shows why, and the releases.
  const health = useQuery({ queryKey: [RELEASES_KEY, token, 'health'], queryFn: () => api!.health(), enabled: api !== null });
  const act = useMutation({
    mutationFn: (action: ReleaseAction) => api!.act(action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [RELEASES_KEY, token] }),
  });
  return { overview, health, act };
}
