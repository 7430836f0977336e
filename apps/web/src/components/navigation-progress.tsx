import { Progress } from '@mantine/core';
import { pageLoadsStore } from '../lib/page-loads';

/** A thin bar while the next page's code loads. */
export function NavigationProgress() {
  const loading = pageLoadsStore.use((n) => n > 0);
  if (!loading) return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      aria-label="Loading page"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
