import { LoadingOverlay } from '@mantine/core';

/**
 * The veil over a list's rows while a page, a sort or a filter is fetched; never on the first draw, which
 * shows skeleton rows instead. In a chunk of its own (data-table.tsx, issue 29 §7).
 */
export default function DataTableOverlay({ visible }: { visible: boolean }) {
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={2}
      overlayProps={{ backgroundOpacity: 0.35, blur: 0 }}
      loaderProps={{ size: 'sm' }}
    />
  );
}
