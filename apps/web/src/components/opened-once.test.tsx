import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
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

  it('waits for a dialog still loading in a boundary of its own, so the page and another dialog still show', async () => {
    // A dialog whose code never arrives (a slow link): nothing of it shows, and nothing else is hidden.
    const Loading = lazy(() => new Promise<never>(() => {}));
    render(
      <>
        <p>the list</p>
        <OpenedOnce opened>{() => <Loading />}</OpenedOnce>
        <OpenedOnce opened>{(opened) => <p>{opened ? 'other open' : 'other closed'}</p>}</OpenedOnce>
      </>,
    );
    expect(await screen.findByText('other open')).toBeInTheDocument();
    expect(screen.getByText('the list')).toBeInTheDocument();
  });
});
