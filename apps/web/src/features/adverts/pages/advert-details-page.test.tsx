import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdvert } from '@ared/contract/adverts';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { advertFixture } from '../advert-test-fixtures';
import { AdvertDetailsPage } from './advert-details-page';

function setup(reply: { status: number; body?: TAdvert | object }) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
  mockApi({ 'GET verts/12/': () => reply });
  renderRoutes([{ path: '/advert-details/:id', element: <AdvertDetailsPage /> }], {
    initialPath: '/advert-details/12',
  });
}
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });

describe('AdvertDetailsPage', () => {
  it('shows the title, realm link, View Media, ENABLED, the created date, n/a dates and Edit Advert', async () => {
    setup({ status: 200, body: advertFixture() });
    expect(await screen.findByRole('heading', { name: 'Happy hour', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cafe Realm' })).toHaveAttribute('href', '/realms/6/details');
    const media = screen.getByRole('link', { name: 'View Media' });
    expect(media).toHaveAttribute('href', '/media/adverts/abcdefghijkl.png');
    expect(media).toHaveAttribute('target', '_blank');
    expect(screen.getByText('ENABLED')).toBeInTheDocument();
    expect(screen.getByText('3/24/2026, 2:05:09 pm')).toBeInTheDocument();
    expect(screen.getAllByText('n/a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit Advert' })).toHaveAttribute('href', '/edit-advert/12');
  });

  it('shows DISABLED and the dates when set; a Link advert’s media is its YouTube video', async () => {
    setup({
      status: 200,
      body: advertFixture({
        is_active: false,
        status: 'Disabled',
        start_date: '2026-03-01',
        end_date: '2026-03-31',
        ad_type: 'Link',
        file: null,
        youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
      }),
    });
    expect(await screen.findByText('DISABLED')).toBeInTheDocument();
    expect(screen.getByText('2026-03-01')).toBeInTheDocument();
    expect(screen.getByText('2026-03-31')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Media' })).toHaveAttribute(
      'href',
      'https://youtu.be/dQw4w9WgXcQ',
    );
  });

  it("toasts 'Could not fetch advert details' when the call fails", async () => {
    setup({ status: 500, body: { detail: 'boom' } });
    expect(await toast('Could not fetch advert details')).toBeInTheDocument();
  });

  it('says so when the advert does not exist (or is another partner’s)', async () => {
    setup({ status: 404, body: { detail: 'Not found.' } });
    expect(await screen.findByTestId('advert-not-found')).toBeInTheDocument();
  });
});
