import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { pageOf, realmFixture } from '../../../test/router-fixtures';
import { advertFixture } from '../advert-test-fixtures';
import { AdvertFormPage } from './advert-form-page';

const size = vi.hoisted(() => ({ readMediaSize: vi.fn() }));
vi.mock('../media-size', () => size);

beforeEach(() => {
  size.readMediaSize.mockResolvedValue({ width: 1920, height: 1080 });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});

function setup(path: string, handlers: Record<string, MockHandler> = {}) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
  const api = mockApi({
    'GET realms/': () => ({ status: 200, body: pageOf([realmFixture({ id: 6, name: 'Cafe Realm' })]) }),
    ...handlers,
  });
  renderRoutes(
    [
      { path: '/add-advert', element: <AdvertFormPage /> },
      { path: '/edit-advert/:id', element: <AdvertFormPage /> },
      { path: '/adverts', element: <div data-testid="route-target">/adverts</div> },
    ],
    { initialPath: path },
  );
  return { ...api, user: userEvent.setup({ applyAccept: false }) };
}
type User = ReturnType<typeof userEvent.setup>;
const field = (label: string) => screen.getAllByLabelText(new RegExp(`^${label}`))[0]!;
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });
const pick = async (user: User, label: string, option: string) => {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
};
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const submit = (user: User, name = 'Upload Advert') => user.click(screen.getByRole('button', { name }));

async function fillImage(user: User) {
  await user.type(field('Title'), 'Happy hour');
  await user.type(field('Description'), 'Two for one');
  await pick(user, 'Media Type', 'Image');
  await pick(user, 'Realm', 'Cafe Realm · Partner realm');
  await pick(user, 'Active', 'Yes');
  await user.upload(fileInput(), new File(['png'], 'poster.png', { type: 'image/png' }));
}

describe('AdvertFormPage: add', () => {
  it("marks every missing field in the spec's words and sends nothing", async () => {
    const { user, callsTo } = setup('/add-advert');
    await submit(user);
    for (const text of [
      'Title is required',
      'Description is required',
      'Media Type is required',
      'Realm is required',
      'Active is required',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(callsTo('POST verts/')).toHaveLength(0);
  });

  it('asks for the YouTube Link of a Link advert, and for the file of an Image one', async () => {
    const { user } = setup('/add-advert');
    await pick(user, 'Media Type', 'Link');
    await submit(user);
    expect(await screen.findByText('YouTube Link is required')).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    await pick(user, 'Media Type', 'Image');
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    await submit(user);
    expect(await screen.findByText('Advert File is required')).toBeInTheDocument();
    await pick(user, 'Media Type', 'Video');
    expect(fileInput()).toHaveAttribute('accept', 'video/*');
  });

  it('refuses a portrait file with the Portrait message and a Preview link, and sends nothing', async () => {
    size.readMediaSize.mockResolvedValue({ width: 1080, height: 1920 });
    const { user, callsTo } = setup('/add-advert');
    await fillImage(user);
    expect(
      await screen.findByText(
        /The uploaded image or video is in Portrait mode\. Please upload a Landscape image or video\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', 'blob:preview');
    await submit(user);
    expect(callsTo('POST verts/')).toHaveLength(0);
  });

  it('takes both dates or none, the end after the start', async () => {
    const { user, callsTo } = setup('/add-advert');
    await fillImage(user);
    await user.type(field('Start Date'), '2026-03-10');
    await submit(user);
    expect(await screen.findByText('Both start and end dates are required')).toBeInTheDocument();
    await user.type(field('End Date'), '2026-03-01');
    await submit(user);
    expect(await screen.findByText('The end date should be greater than the start date')).toBeInTheDocument();
    expect(callsTo('POST verts/')).toHaveLength(0);
  });

  it("uploads the advert as multipart, says '{type} advert uploaded successfully' and goes to /adverts", async () => {
    const { user, callsTo } = setup('/add-advert', {
      'POST verts/': () => ({ status: 201, body: advertFixture() }),
    });
    await fillImage(user);
    await submit(user);
    expect(await toast('Image advert uploaded successfully')).toBeInTheDocument();
    expect(await screen.findByTestId('route-target')).toHaveTextContent('/adverts');
    const body = callsTo('POST verts/')[0]!.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      title: 'Happy hour',
      short_description: 'Two for one',
      ad_type: 'Image',
      realm: '6',
      is_active: 'true',
      youtube_url: '',
    });
    expect((body.get('file') as File).name).toBe('poster.png');
  });

  it("shows the server's field errors under their fields", async () => {
    const { user } = setup('/add-advert', {
      'POST verts/': () => ({
        status: 400,
        body: {
          file: [
            'The uploaded image or video is in Portrait mode. Please upload a Landscape image or video.',
          ],
        },
      }),
    });
    await fillImage(user);
    await submit(user);
    expect(await screen.findAllByText(/Portrait mode/)).not.toHaveLength(0);
    expect(screen.queryByTestId('route-target')).toBeNull();
  });
});

describe('AdvertFormPage: edit', () => {
  it("sends the changes without the file when none is picked, says 'Advert updated successfully'", async () => {
    const { user, callsTo } = setup('/edit-advert/12', {
      'GET verts/12/': () => ({
        status: 200,
        body: advertFixture({ start_date: '2026-03-01', end_date: '2026-03-31' }),
      }),
      'PATCH verts/12/': () => ({ status: 200, body: advertFixture({ title: 'Happy hours' }) }),
    });
    await waitFor(() => expect(field('Title')).toHaveValue('Happy hour'));
    await user.type(field('Title'), 's');
    await submit(user, 'Save Changes');
    expect(await toast('Advert updated successfully')).toBeInTheDocument();
    const body = callsTo('PATCH verts/12/')[0]!.body as FormData;
    expect(body.get('title')).toBe('Happy hours');
    expect(body.get('start_date')).toBe('2026-03-01');
    expect(body.has('file')).toBe(false);
    expect(await screen.findByTestId('route-target')).toHaveTextContent('/adverts');
  });

  it('says so when the advert does not exist', async () => {
    setup('/edit-advert/99', { 'GET verts/99/': () => ({ status: 404, body: { detail: 'Not found.' } }) });
    expect(await screen.findByTestId('advert-not-found')).toBeInTheDocument();
    expect(within(screen.getByTestId('advert-not-found')).getByText('Advert not found')).toBeInTheDocument();
  });
});
