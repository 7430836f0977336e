import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withTestProviders } from '../test/render';
import { PageFrame, RouteFrame } from './route-frame';

describe('the frame the build draws for a signed-in page (decision 086)', () => {
  it("carries the route's title as the page's heading, and its header tab", () => {
    render(withTestProviders(<RouteFrame pathname="/routers" />));
    expect(screen.getByRole('heading', { level: 1, name: 'Allocated Routers' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Routers')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('names no record for a path with parameters: the title is drawn in outline', () => {
    render(withTestProviders(<PageFrame pathname="/smes/12" />));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it("draws the dashboard's own frame for every plan, marked with it: cards' names, the first charts' titles", () => {
    const { container } = render(withTestProviders(<PageFrame pathname="/dashboard" />));
    const drawn = [...container.querySelectorAll<HTMLElement>('[data-plan]')].map((frame) => [
      frame.dataset.plan,
      within(frame).getAllByTestId('stat-card').length,
    ]);
    expect(drawn).toEqual([
      ['Kiosk', 4],
      ['SME', 3],
      ['Premium', 5],
    ]);
    const premium = within(container.querySelector<HTMLElement>('[data-plan=Premium]')!);
    expect(premium.getAllByTestId('stat-card').map((card) => card.textContent)).toEqual([
      'Total Kiosks',
      'Total Routers',
      'Total SMEs',
      'M.Franchisees',
      'Offline boxes',
    ]);
    expect(premium.getByRole('heading', { name: 'Micro Franchisee Sign Up' })).toBeInTheDocument();
    const sme = within(container.querySelector<HTMLElement>('[data-plan=SME]')!);
    expect(sme.queryByRole('heading', { name: 'Micro Franchisee Sign Up' })).not.toBeInTheDocument();
    // Not clickable before the app runs: no card links to its list.
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
