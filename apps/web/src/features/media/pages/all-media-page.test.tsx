import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { pageOf, realmFixture } from '../../../test/router-fixtures';
import { mediaFileFixture } from '../media-test-fixtures';
import { AllMediaPage } from './all-media-page';

const FILE = mediaFileFixture({ id: 31, original_file_name: 'safari.mp4' });

function setup(handlers: Record<string, MockHandler> = {}, sme: number | null = null) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ sme }));
  const api = mockApi({
    'GET files/': () => ({ status: 200, body: pageOf([FILE]) }),
    'GET realms/': () => ({ status: 200, body: pageOf([realmFixture({ id: 5 })]) }),
    ...handlers,
  });
  renderPage(<AllMediaPage />, { path: '/file-media' });
  return { ...api, user: userEvent.setup() };
}

const queriesOf = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === `/v1/${path}`)
    .map((u) => Object.fromEntries(u.searchParams));
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });

describe('AllMediaPage', () => {
  it('lists the enabled files with realm, file type, status, download and delete; search goes to the server', async () => {
    const { fetchMock, user } = setup();
    expect(await screen.findByText('safari.mp4')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Realm',
      'File Type',
      'Status',
      'Download',
      'Delete',
    ]);
    expect(queriesOf(fetchMock, 'files/')[0]).toEqual({ status: 'Enabled', page: '1', page_size: '10' });
    await user.type(screen.getByPlaceholderText('Search media'), 'safari');
    await waitFor(() => expect(queriesOf(fetchMock, 'files/').at(-1)).toMatchObject({ search: 'safari' }));
  });

  it("an SME's user sees its SME's files (realm__sme)", async () => {
    const { fetchMock } = setup({}, 9);
    await screen.findByText('safari.mp4');
    expect(queriesOf(fetchMock, 'files/')[0]).toMatchObject({ realm__sme: '9', status: 'Enabled' });
  });

  it("'delete' disables the file: 'Media has been successfully deleted'", async () => {
    const { user, callsTo } = setup({ 'PATCH files/31/': () => ({ status: 200, body: FILE }) });
    await user.click(await screen.findByRole('button', { name: 'Delete safari.mp4' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete this media?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await toast('Media has been successfully deleted')).toBeInTheDocument();
    expect(callsTo('PATCH files/31/')[0]!.body).toEqual({ status: 'Disabled' });
  });

  it("a refused delete shows the server's detail", async () => {
    const { user } = setup({ 'PATCH files/31/': () => ({ status: 404, body: { detail: 'Not found.' } }) });
    await user.click(await screen.findByRole('button', { name: 'Delete safari.mp4' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await toast('Not found.')).toBeInTheDocument();
  });

  it("New Category creates one in a realm: 'Media Category Created'", async () => {
    const { user, callsTo } = setup({
      'POST categories/': () => ({
        status: 201,
        body: {
          id: 8,
          name: 'Music',
          realm: 5,
          linked_realm: { name: 'Kigali Central' },
          created: '2025-03-24',
        },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'New Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Realm field is required')).toBeInTheDocument();
    expect(callsTo('POST categories/')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Music');
    await user.click(within(dialog).getAllByLabelText(/^Realm/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Kigali Central · Partner realm' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await toast('Media Category Created')).toBeInTheDocument();
    expect(callsTo('POST categories/')[0]!.body).toEqual({ name: 'Music', realm: 5 });
  });
});
