import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TApk } from '@ared/contract/apks';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { formFields } from '../../../test/fake-xhr';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { pageOf } from '../../../test/router-fixtures';
import { AppsPage } from './apps-page';

const apkFixture = (id: number, overrides: Partial<TApk> = {}): TApk => ({
  id,
  name: `App ${id}`,
  apk_type: 'Kiosk App',
  created: '2026-03-24T14:05:09Z',
  package_name: 'org.ared.kiosk',
  version_name: '1.3.0',
  version_code: 12,
  size: 737,
  ...overrides,
});

function setup(
  role: 'partner_admin' | 'partner_staff',
  apks: TApk[],
  handlers: Record<string, MockHandler> = {},
) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ role }));
  const api = mockApi({ 'GET apks/': () => ({ status: 200, body: pageOf(apks) }), ...handlers });
  renderPage(<AppsPage />, { path: '/apps' });
  return { ...api, user: userEvent.setup({ applyAccept: false }) };
}

const dialog = () => screen.getByRole('dialog', { name: 'Upload APK' });
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });
const table = () => screen.getByRole('table', { name: 'Recent APKs' });

describe('AppsPage', () => {
  it('lists Recent APKs (Name, Type, Added, Action) from one bounded GET apks/, paged in the browser', async () => {
    const apks = Array.from({ length: 12 }, (_, i) => apkFixture(i + 1));
    const { user, fetchMock } = setup('partner_admin', apks);
    expect(await screen.findByText('App 1')).toBeInTheDocument();
    for (const header of ['Name', 'Type', 'Added', 'Action'])
      expect(within(table()).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table()).getAllByText('org.ared.kiosk · v1.3.0 (12)')).toHaveLength(10);
    expect(screen.queryByText('App 11')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('App 11')).toBeInTheDocument();
    expect(screen.queryByText('App 1')).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const lists = urls.filter((u) => u.pathname === '/v1/apks/');
    expect(lists).toHaveLength(1);
    expect(lists[0]!.searchParams.get('page_size')).toBe('100');
  });

  it("shows the shared list's empty text when there is no APK", async () => {
    setup('partner_admin', []);
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('staff download but see neither Upload APK nor delete', async () => {
    setup('partner_staff', [apkFixture(1)]);
    expect(await screen.findByRole('button', { name: 'Download App 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete App 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload APK' })).not.toBeInTheDocument();
  });

  it('an admin deletes after the confirmation', async () => {
    const { user, callsTo } = setup('partner_admin', [apkFixture(4)], {
      'DELETE apks/4/': () => ({ status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete App 4' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete APK' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete App 4?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await toast('The APK has been deleted successfully')).toBeInTheDocument();
    expect(callsTo('DELETE apks/4/')).toHaveLength(1);
  });

  it('uploads name, type and file; a file the server refuses shows its reason under the file', async () => {
    let refuse = true;
    const { user, callsTo } = setup('partner_admin', [], {
      'POST apks/': () =>
        refuse
          ? {
              status: 400,
              body: { file: ['The file is not an Android package (APK): it has no classes.dex.'] },
            }
          : { status: 201, body: apkFixture(9) },
    });
    await user.click(screen.getByRole('button', { name: 'Upload APK' }));
    // The dialog's code comes on first opening (decision 099).
    await screen.findByRole('dialog', { name: 'Upload APK' });
    await user.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    expect(await toast('Provide the missing fields')).toBeInTheDocument();
    expect(within(dialog()).getByText('Name field is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Type field is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('APK file is required')).toBeInTheDocument();

    await user.type(within(dialog()).getByRole('textbox', { name: /Name/ }), 'ARED Kiosk');
    await user.click(within(dialog()).getAllByLabelText(/^Type/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Mini Server App' }));
    const input = dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['PK'], 'kiosk.apk'));
    await user.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog()).findByText('The file is not an Android package (APK): it has no classes.dex.'),
    ).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    expect(await toast('APK uploaded successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload APK' })).not.toBeInTheDocument());
    expect(formFields(callsTo('POST apks/')[1]!.body)).toEqual({
      name: 'ARED Kiosk',
      apk_type: 'Mini Server App',
      file: 'file:kiosk.apk',
    });
  });
});
