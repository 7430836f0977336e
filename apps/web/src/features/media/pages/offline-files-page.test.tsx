import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { pageOf } from '../../../test/router-fixtures';
import { mediaCategoryFixture, mediaFileFixture } from '../media-test-fixtures';
import { OfflineFilesPage } from './offline-files-page';

const saveFile = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/save-file', () => ({ saveFile }));

const PARTNER_FILE = mediaFileFixture({ id: 31, original_file_name: 'safari.mp4' });
const SME_FILE = mediaFileFixture({
  id: 32,
  original_file_name: 'menu.pdf',
  file_type: 'Document',
  realm_name: 'Cafe Realm',
  sme: { id: 9, name: 'Kimironko Coffee' },
});

function setup(handlers: Record<string, MockHandler> = {}, path = '/offline-files') {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
  const api = mockApi({
    'GET files/': () => ({ status: 200, body: pageOf([PARTNER_FILE]) }),
    'GET categories/': () => ({ status: 200, body: pageOf([mediaCategoryFixture()]) }),
    ...handlers,
  });
  const view = renderRoutes([{ path: '/offline-files', element: <OfflineFilesPage /> }], {
    initialPath: path,
  });
  return { ...api, ...view, user: userEvent.setup() };
}

const queriesOf = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === `/v1/${path}`)
    .map((u) => Object.fromEntries(u.searchParams));
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });

describe('OfflineFilesPage', () => {
  it("opens on Partner Realms Media: the partner's own realms' enabled files", async () => {
    const { fetchMock } = setup();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Partner Realms Media',
      'Sme Realms Media',
      'Realm Categories',
    ]);
    expect(await screen.findByText('safari.mp4')).toBeInTheDocument();
    expect(queriesOf(fetchMock, 'files/')[0]).toEqual({
      realm__partner: '7',
      status: 'Enabled',
      page: '1',
      page_size: '10',
    });
  });

  it("Sme Realms Media asks for the SMEs' realms' files and shows the Sme column", async () => {
    const { fetchMock, user, router } = setup({
      'GET files/': () => ({ status: 200, body: pageOf([SME_FILE]) }),
    });
    await screen.findByText('menu.pdf');
    await user.click(screen.getByRole('tab', { name: 'Sme Realms Media' }));
    expect(router.state.location.search).toBe('?tab=sme');
    await waitFor(() =>
      expect(queriesOf(fetchMock, 'files/').at(-1)).toEqual({
        realm__sme__partner: '7',
        status: 'Enabled',
        page: '1',
        page_size: '10',
      }),
    );
    expect(await screen.findByText('Kimironko Coffee')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Sme' })).toBeInTheDocument();
  });

  it('Realm Categories lists categories/?realm__partner={id}; deleting one says its files went too', async () => {
    const { fetchMock, user, callsTo } = setup({
      'DELETE categories/4/': () => ({ status: 204 }),
    });
    await user.click(screen.getByRole('tab', { name: 'Realm Categories' }));
    expect(await screen.findByText('Movies')).toBeInTheDocument();
    expect(queriesOf(fetchMock, 'categories/')[0]).toEqual({
      realm__partner: '7',
      page: '1',
      page_size: '10',
    });
    await user.click(screen.getByRole('button', { name: 'Delete Movies' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete this category?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await toast('Category and its associated offline files deleted')).toBeInTheDocument();
    expect(callsTo('DELETE categories/4/')).toHaveLength(1);
  });

  it("a failed category delete says 'Could not delete category at this time'", async () => {
    const { user } = setup(
      { 'DELETE categories/4/': () => ({ status: 500 }) },
      '/offline-files?tab=categories',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Movies' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await toast('Could not delete category at this time')).toBeInTheDocument();
  });

  it("searches on the server, offers 10..50 rows per page and says 'No records' when empty", async () => {
    const { fetchMock, user } = setup({ 'GET files/': () => ({ status: 200, body: pageOf([]) }) });
    expect(await screen.findByText('No records')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search'), 'lion');
    await waitFor(() => expect(queriesOf(fetchMock, 'files/').at(-1)).toMatchObject({ search: 'lion' }));
    const sizes = within(screen.getByLabelText('Rows per page')).getAllByRole('option');
    expect(sizes.map((o) => o.textContent)).toEqual(['10', '20', '30', '40', '50']);
  });

  it("selects rows: 'N Rows selected'", async () => {
    const { user } = setup({
      'GET files/': () => ({ status: 200, body: pageOf([PARTNER_FILE, { ...SME_FILE, sme: null }]) }),
    });
    await screen.findByText('safari.mp4');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent('2 Rows selected');
  });

  it('disables a file (PATCH status Disabled): it leaves the list', async () => {
    let disabled = false;
    const { user, callsTo } = setup({
      'GET files/': () => ({ status: 200, body: pageOf(disabled ? [] : [PARTNER_FILE]) }),
      'PATCH files/31/': () => {
        disabled = true;
        return { status: 200, body: { ...PARTNER_FILE, status: 'Disabled' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Disable safari.mp4' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to disable this media?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await toast('Media has been successfully deleted')).toBeInTheDocument();
    expect(callsTo('PATCH files/31/')[0]!.body).toEqual({ status: 'Disabled' });
    await waitFor(() => expect(screen.queryByText('safari.mp4')).not.toBeInTheDocument());
  });

  it("a refused disable shows the server's detail, else 'Could not create media at this time'", async () => {
    const { user } = setup({ 'PATCH files/31/': () => ({ status: 500 }) });
    await user.click(await screen.findByRole('button', { name: 'Disable safari.mp4' }));
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await toast('Could not create media at this time')).toBeInTheDocument();
  });

  it("deletes a file: 'Media has been deleted successfully', or 'Could not delete the media'", async () => {
    let fail = false;
    const { user, callsTo } = setup({
      'DELETE files/31/': () => (fail ? { status: 500 } : { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete safari.mp4' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await toast('Media has been deleted successfully')).toBeInTheDocument();
    expect(callsTo('DELETE files/31/')).toHaveLength(1);
    fail = true;
    await user.click(await screen.findByRole('button', { name: 'Delete safari.mp4' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await toast('Could not delete the media')).toBeInTheDocument();
  });

  it("downloads with the bearer token, under the spec's name (file.mp4 for a video)", async () => {
    const { user, callsTo } = setup({ 'GET files/31/download/': () => ({ status: 200, body: 'bytes' }) });
    await user.click(await screen.findByRole('button', { name: 'Download safari.mp4' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'file.mp4'));
    expect(callsTo('GET files/31/download/')[0]!.headers.Authorization).toBe('Bearer a');
  });
});
