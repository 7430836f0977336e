import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpenedOnce } from './opened-once';

describe('OpenedOnce', () => {
  it('renders nothing until first opened, opens a frame after rendering closed, and stays once closed', async () => {
    const seen: boolean[] = [];
    const dialog = (opened: boolean) => {
      seen.push(opened);
      return <p>{opened ? 'open' : 'closed'}</p>;
    };
    const { rerender } = render(<OpenedOnce opened={false}>{dialog}</OpenedOnce>);
    expect(seen).toEqual([]);
    expect(screen.queryByText(/open|closed/)).not.toBeInTheDocument();

    rerender(<OpenedOnce opened>{dialog}</OpenedOnce>);
    // First drawn closed (its opening transition has a start), then open.
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(await screen.findByText('open')).toBeInTheDocument();
    expect([...new Set(seen)]).toEqual([false, true]);

    rerender(<OpenedOnce opened={false}>{dialog}</OpenedOnce>);
    expect(screen.getByText('closed')).toBeInTheDocument();
    rerender(<OpenedOnce opened>{dialog}</OpenedOnce>);
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('renders open at once when it starts opened', () => {
    render(<OpenedOnce opened>{(opened) => <p>{opened ? 'open' : 'closed'}</p>}</OpenedOnce>);
    expect(screen.getByText('open')).toBeInTheDocument();
  });
});
