import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { pageOf } from '../../../test/router-fixtures';
import { advertFixture } from '../advert-test-fixtures';
import { AdvertsPage } from './adverts-page';

const ADVERTS = [
  advertFixture(),
  advertFixture({
    id: 13,
    title: 'How to connect',
    ad_type: 'Link',
    file: null,
    youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
    is_active: false,
    status: 'Disabled',
  }),
];

function setup(handlers: Record<string, MockHandler> = {}) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
  const api = mockApi({ 'GET verts/': () => ({ status: 200, body: pageOf(ADVERTS) }), ...handlers });
  renderPage(<AdvertsPage />, { path: '/adverts', targets: ['/add-advert', '/advert-details/:id'] });
  return { ...api, user: userEvent.setup() };
}
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });

describe('AdvertsPage', () => {
  it('lists title, realm (to its details page), type, status, created and the actions', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Adverts' });
    await within(table).findByText('Happy hour');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Realm', 'Type', 'Status', 'Created', 'Actions']);
    expect(within(table).getAllByRole('link', { name: 'Cafe Realm' })[0]).toHaveAttribute(
      'href',
      '/realms/6/details',
    );
    expect(within(table).getByText('Enabled')).toBeInTheDocument();
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details of Happy hour' })).toHaveAttribute(
      'href',
      '/advert-details/12',
    );
    const download = screen.getByRole('link', { name: 'Download Happy hour (opens in a new tab)' });
    expect(download).toHaveAttribute('href', '/media/adverts/abcdefghijkl.png');
    expect(download).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Download How to connect/ })).toHaveAttribute(
      'href',
      'https://youtu.be/dQw4w9WgXcQ',
    );
    expect(screen.getByRole('link', { name: /Add Advert/ })).toHaveAttribute('href', '/add-advert');
  });

  it("says 'No records' when there is none", async () => {
    setup({ 'GET verts/': () => ({ status: 200, body: pageOf([]) }) });
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('deletes after the confirmation and says so', async () => {
    const { user, callsTo } = setup({ 'DELETE verts/12/': () => ({ status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Delete Happy hour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete advert' });
    expect(callsTo('DELETE verts/12/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast('Advert has been deleted successfully')).toBeInTheDocument();
    expect(callsTo('DELETE verts/12/')).toHaveLength(1);
    await waitFor(() => expect(callsTo('GET verts/').length).toBeGreaterThan(1));
  });

  it("shows the server's detail when the delete fails, else 'Could not delete the advert'", async () => {
    let detail: string | undefined = 'The advert is in use.';
    const { user } = setup({
      'DELETE verts/12/': () => ({ status: 400, body: detail ? { detail } : {} }),
    });
    const remove = async () => {
      await user.click(await screen.findByRole('button', { name: 'Delete Happy hour' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete advert' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    };
    await remove();
    expect(await toast('The advert is in use.')).toBeInTheDocument();
    detail = undefined;
    await remove();
    expect(await toast('Could not delete the advert')).toBeInTheDocument();
  });
});
