import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-page';

function Broken(): never {
  throw new Error('chunk missing');
}

const tree = (path: string, broken: boolean) => (
  <MantineProvider env="test">
    <RouteErrorBoundary resetKey={path}>{broken ? <Broken /> : <p>page at {path}</p>}</RouteErrorBoundary>
  </MantineProvider>
);

describe('RouteErrorBoundary', () => {
  it('shows the error page when a page throws, and tries again on the next path', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(tree('/a', true));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    rerender(tree('/a', false));
    // Same path: the error page stays (a re-render of the same page is not a new attempt).
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    rerender(tree('/b', false));
    expect(screen.getByText('page at /b')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
