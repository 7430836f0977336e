import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dialogOnFirstUse } from './dialog-on-first-use';

type RecordProps = { sme: { name: string } | null; onClose: () => void };
type FlagProps = { opened: boolean; title: string };

const RecordDialog = ({ sme }: RecordProps) => <p>{sme ? `editing ${sme.name}` : 'closed'}</p>;
const FlagDialog = ({ opened, title }: FlagProps) => <p>{opened ? `${title} open` : `${title} closed`}</p>;

describe('dialogOnFirstUse (decision 099)', () => {
  it('loads and draws nothing until first opened, then shows the record it was given', async () => {
    const load = vi.fn(() => Promise.resolve(RecordDialog));
    const Dialog = dialogOnFirstUse(load, 'sme');
    const { rerender } = render(<Dialog sme={null} onClose={() => {}} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/editing|closed/)).not.toBeInTheDocument();

    rerender(<Dialog sme={{ name: 'Hotel Mille' }} onClose={() => {}} />);
    expect(await screen.findByText('editing Hotel Mille')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // Closed again: still drawn (its closing transition plays), with no record.
    rerender(<Dialog sme={null} onClose={() => {}} />);
    expect(screen.getByText('closed')).toBeInTheDocument();
    rerender(<Dialog sme={{ name: 'Kimironko Coffee' }} onClose={() => {}} />);
    expect(screen.getByText('editing Kimironko Coffee')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens by a boolean prop and passes the other props through', async () => {
    const Dialog = dialogOnFirstUse(() => Promise.resolve(FlagDialog), 'opened');
    const { rerender } = render(<Dialog opened={false} title="Add Ticket" />);
    expect(screen.queryByText(/Add Ticket/)).not.toBeInTheDocument();
    rerender(<Dialog opened title="Add Ticket" />);
    expect(await screen.findByText('Add Ticket open')).toBeInTheDocument();
    rerender(<Dialog opened={false} title="Add Ticket" />);
    expect(screen.getByText('Add Ticket closed')).toBeInTheDocument();
  });
});
