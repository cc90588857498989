import { navigation } from '@citypass/shared-ui/platform/navigation';

/** Leaves the page; a target with a hash alone would not reload, so it is reloaded explicitly. */
export function navigateTo(url: string): void {
  navigation.assign(url);
  if (url.includes('#')) navigation.reload();
}
