import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FirstUseSelect, optionLabel } from './first-use-select';

const STATUSES = [
  { value: 'all', label: 'All' },
  { value: 'offline', label: 'Offline' },
];

function StatusFilter({ onPick }: { onPick?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('all');
  return (
    <FirstUseSelect
      label="Status"
      data={STATUSES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onPick?.(next);
      }}
    />
  );
}

const renderSelect = (ui: React.ReactElement) => render(<MantineProvider env="test">{ui}</MantineProvider>);

describe('optionLabel', () => {
  it('finds the label of a value among strings, items and groups', () => {
    expect(optionLabel(['a', 'b'], 'b')).toBe('b');
    expect(optionLabel(STATUSES, 'offline')).toBe('Offline');
    expect(optionLabel([{ group: 'Kigali', items: [{ value: '7', label: 'Heaven' }] }], '7')).toBe('Heaven');
    expect(optionLabel(STATUSES, 'gone')).toBe('');
    expect(optionLabel(STATUSES, null)).toBe('');
  });
});

describe('FirstUseSelect (decision 089)', () => {
  it('shows the chosen option as a plain input, with no listbox, until used', () => {
    renderSelect(<StatusFilter />);
    const input = screen.getByRole('combobox', { name: 'Status' });
    expect(input).toHaveValue('All');
    expect(input).toHaveAttribute('aria-haspopup', 'listbox');
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
  });

  it('a filter named by aria-label alone keeps its name before and after it is used', async () => {
    const user = userEvent.setup();
    renderSelect(<FirstUseSelect aria-label="Kind of alert" placeholder="All kinds" data={STATUSES} />);
    await user.click(screen.getByRole('combobox', { name: 'Kind of alert' }));
    await user.click(await screen.findByRole('option', { name: 'Offline' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Kind of alert' })).toHaveValue('Offline'),
    );
  });

  it('a click loads the Select, open, and a pick changes the value', async () => {
    const user = userEvent.setup();
    const picked: (string | null)[] = [];
    renderSelect(<StatusFilter onPick={(value) => picked.push(value)} />);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Offline' }));
    expect(picked).toEqual(['offline']);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Offline'));
  });

  it('keyboard focus hands the focus to the Select, closed, which the arrow keys open', async () => {
    const user = userEvent.setup();
    renderSelect(
      <>
        <button type="button">before</button>
        <StatusFilter />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    // The Select replaced the look-alike and holds the focus; its listbox is not open.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Offline' })).toBeInTheDocument();
  });
});
