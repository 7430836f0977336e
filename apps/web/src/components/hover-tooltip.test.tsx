import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { MantineProvider, Tooltip } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HoverTooltip } from './hover-tooltip';

const renderTooltip = (ui: React.ReactElement) => render(<MantineProvider env="test">{ui}</MantineProvider>);

/**
 * The commits of mounting `count` tooltipped buttons, in Mantine's own environment (portals on, as in the
 * browser; the test environment turns them off). A mounted Mantine Tooltip commits a second time at once
 * ('nested-update': its portal and floating-ui's reference are set in effects), the cost of a list's rows.
 */
const commitsOfMounting = (Wrap: typeof HoverTooltip | typeof Tooltip, count: number) => {
  const phases: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
  render(
    <MantineProvider>
      <Profiler id="rows" onRender={onRender}>
        {Array.from({ length: count }, (_, i) => (
          <Wrap key={i} label={`View ${i}`}>
            <button type="button">{`eye ${i}`}</button>
          </Wrap>
        ))}
      </Profiler>
    </MantineProvider>,
  );
  return phases;
};

describe('HoverTooltip', () => {
  it("mounts in one commit where Mantine's Tooltip commits again at once", () => {
    expect(commitsOfMounting(HoverTooltip, 20)).toEqual(['mount']);
    expect(commitsOfMounting(Tooltip, 20)).toContain('nested-update');
  });

  it('shows the label when hovered and hides it on leave', async () => {
    const user = userEvent.setup();
    renderTooltip(
      <HoverTooltip label="View">
        <button type="button">eye</button>
      </HoverTooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'eye' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('View');
    await user.unhover(screen.getByRole('button', { name: 'eye' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('opens on focus without re-creating the element (focus stays), closes on Escape and on blur', async () => {
    const user = userEvent.setup();
    renderTooltip(
      <>
        <HoverTooltip label="Edit">
          <button type="button">pencil</button>
        </HoverTooltip>
        <button type="button">next</button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'pencil' });
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
    expect(screen.getByRole('button', { name: 'pencil' })).toBe(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.tab({ shift: true });
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it("keeps the element's own handlers", async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderTooltip(
      <HoverTooltip label="Delete">
        <button type="button" onMouseEnter={() => seen.push('enter')} onFocus={() => seen.push('focus')}>
          trash
        </button>
      </HoverTooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'trash' }));
    await user.click(screen.getByRole('button', { name: 'trash' }));
    expect(seen).toEqual(['enter', 'focus']);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
  });

  it('stays closed when shouldOpen says no', async () => {
    const user = userEvent.setup();
    renderTooltip(
      <HoverTooltip label="Whole text" shouldOpen={() => false}>
        <span>text</span>
      </HoverTooltip>,
    );
    await user.hover(screen.getByText('text'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
