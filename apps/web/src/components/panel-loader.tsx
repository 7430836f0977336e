import { Center, Loader } from '@mantine/core';

/** The loader of a part of a page whose code comes on first use (a tab's panel, decision 103). */
export function PanelLoader() {
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader size="sm" />
    </Center>
  );
}
