import { Component, type ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Shown when a page fails to load (e.g. a chunk missing after a deploy) or throws while rendering. */
export function RouteErrorPage() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} fz={26}>
          Something went wrong
        </Title>
        <Text c="dimmed" ta="center">
          The page could not be displayed. Reloading usually helps.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}

type BoundaryProps = {
  children: ReactNode;
  /** A new value (the next path) clears a shown error. */ resetKey: string;
};
type BoundaryState = { failedAt: string | null };

/**
 * Catches what a page throws while loading or rendering and shows the error page instead of a blank
 * screen; going to another page tries again (the failure may have been that page's alone).
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorPage />;
  }
}
