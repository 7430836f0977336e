import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FirstUseDateInput } from './first-use-date-input';

function DateOfBirth({ initial }: { initial: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <FirstUseDateInput label="Date of birth" placeholder="Pick a date" value={value} onChange={setValue} />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

const renderInput = (initial: string | null) =>
  render(
    <MantineProvider env="test">
      <DateOfBirth initial={initial} />
    </MantineProvider>,
  );

describe('FirstUseDateInput (decision 104)', () => {
  it('shows the day as the DateInput writes it, in a plain input, with no calendar until used', () => {
    renderInput('1990-03-05');
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(input).toHaveValue('March 5, 1990');
    expect(input).toHaveAttribute('readonly');
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('shows the placeholder for no day', () => {
    renderInput(null);
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveAttribute(
      'placeholder',
      'Pick a date',
    );
  });

  it('a click loads the DateInput, focused, with its calendar; a picked day changes the value', async () => {
    const user = userEvent.setup();
    renderInput('1990-03-05');
    await user.click(screen.getByRole('textbox', { name: 'Date of birth' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).not.toHaveAttribute('readonly');
    await user.click(await screen.findByRole('button', { name: '12 March 1990' }));
    expect(screen.getByTestId('value')).toHaveTextContent('1990-03-12');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('March 12, 1990'),
    );
  });
});
