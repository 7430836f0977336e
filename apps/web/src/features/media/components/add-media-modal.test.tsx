import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { fakeXhr, formFields, type FakeUploadScript } from '../../../test/fake-xhr';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { pageOf, realmFixture } from '../../../test/router-fixtures';
import { mediaCategoryFixture, mediaFileFixture } from '../media-test-fixtures';
import type { AddMediaVariant } from '../media-rules';
import { AddMediaModal } from './add-media-modal';

const resumable = vi.hoisted(() => ({ uploadResumable: vi.fn() }));
vi.mock('../api/resumable-upload', () => resumable);

const LISTED = [
  mediaFileFixture({ original_file_name: 'safari.mp4', original_thumbnail_name: 'safari.png' }),
];

type Setup = {
  variant?: AddMediaVariant;
  uploads?: FakeUploadScript[];
  handlers?: Record<string, MockHandler>;
};

function setup({ variant = 'offline-files', uploads = [], handlers = {} }: Setup = {}) {
  setTokens({ access: 'token-1', refresh: 'r' });
  setUser(meFixture());
  const api = mockApi({
    'GET realms/': () => ({ status: 200, body: pageOf([realmFixture({ id: 5, name: 'Kigali Central' })]) }),
    'GET categories/': () => ({
      status: 200,
      body: pageOf([mediaCategoryFixture({ id: 4, name: 'Movies' })]),
    }),
    'GET files/': () => ({ status: 200, body: pageOf([]) }),
    ...handlers,
  });
  const xhr = fakeXhr(uploads);
  const onClose = vi.fn();
  renderPage(<AddMediaModal opened onClose={onClose} variant={variant} listed={LISTED} />);
  return { ...api, xhr, onClose, user: userEvent.setup({ applyAccept: false }) };
}

type User = ReturnType<typeof userEvent.setup>;
const dialog = () => screen.getByRole('dialog', { name: 'Add Media' });
const field = (label: string) => within(dialog()).getAllByLabelText(new RegExp(`^${label}`))[0]!;
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });
const fileInputs = () => dialog().querySelectorAll<HTMLInputElement>('input[type="file"]');
const pick = async (user: User, label: string, option: string) => {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
};

async function fillVideo(user: User, { main = 'lion.mp4', thumbnail = 'lion.png' } = {}) {
  await pick(user, 'Media Type', 'Video');
  await pick(user, 'Realm', 'Kigali Central · Partner realm');
  await pick(user, 'Category', 'Movies');
  await user.type(field('Description'), 'A lion film');
  await user.upload(fileInputs()[0]!, new File(['video-bytes'], main, { type: 'video/mp4' }));
  if (thumbnail) await user.upload(fileInputs()[1]!, new File(['png'], thumbnail, { type: 'image/png' }));
}

const submit = (user: User) => user.click(within(dialog()).getByRole('button', { name: 'Upload' }));

describe('AddMediaModal (Offline Files)', () => {
  it("marks every missing field '<Field> field is required' and warns 'Provide the missing fields'", async () => {
    const { user, xhr } = setup();
    await submit(user);
    expect(await toast('Provide the missing fields')).toBeInTheDocument();
    for (const name of ['Media Type', 'Realm', 'Category', 'Description', 'Main File'])
      expect(within(dialog()).getByText(`${name} field is required`)).toBeInTheDocument();
    expect(within(dialog()).queryByText('Thumbnail File field is required')).not.toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);
  });

  it('asks for the Thumbnail File when the type is Video', async () => {
    const { user, xhr } = setup();
    await fillVideo(user, { thumbnail: '' });
    await submit(user);
    expect(await within(dialog()).findByText('Thumbnail File field is required')).toBeInTheDocument();
    expect(await toast('Provide the missing fields')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);
  });

  it('takes png, jpg, jpeg or gif thumbnails only', async () => {
    const { user } = setup();
    await user.upload(fileInputs()[1]!, new File(['bm'], 'lion.bmp', { type: 'image/bmp' }));
    expect(
      await within(dialog()).findByText('The thumbnail must be a png, jpg, jpeg or gif image'),
    ).toBeInTheDocument();
    expect(fileInputs()[1]!).toHaveAttribute('accept', '.png,.jpg,.jpeg,.gif');
  });

  it("refuses a main file or thumbnail already in the list with the spec's texts, sending nothing", async () => {
    const { user, xhr } = setup();
    await fillVideo(user, { main: 'safari.mp4', thumbnail: 'safari.png' });
    await submit(user);
    expect(await toast('Main file: safari.mp4 already exists')).toBeInTheDocument();
    expect(await toast('Thumbnail file: safari.png already exists')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);
  });

  it('refuses a main file the server lists under that name on another page', async () => {
    const { user, xhr, fetchMock } = setup({
      handlers: {
        'GET files/': () => ({
          status: 200,
          body: pageOf([mediaFileFixture({ original_file_name: 'lion.mp4' })]),
        }),
      },
    });
    await fillVideo(user);
    await submit(user);
    expect(await toast('Main file: lion.mp4 already exists')).toBeInTheDocument();
    const lookup = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/v1/files/');
    expect(Object.fromEntries(lookup!.searchParams)).toMatchObject({ search: 'lion.mp4', status: 'Enabled' });
    expect(xhr.sent).toHaveLength(0);
  });

  it('uploads with a progress bar that reaches 100 %, then says so and closes', async () => {
    const { user, xhr, onClose } = setup({
      uploads: [
        {
          progress: [
            [25, 100],
            [60, 100],
            [100, 100],
          ],
          answer: { status: 201, body: mediaFileFixture({ id: 40, original_file_name: 'lion.mp4' }) },
        },
      ],
    });
    await fillVideo(user);
    const seen: string[] = [];
    await submit(user);
    await waitFor(() => {
      const bar = screen.queryByTestId('upload-progress');
      if (bar) seen.push(bar.getAttribute('aria-valuenow') ?? '');
      expect(seen).toContain('100');
    });
    expect(seen).toContain('60');
    expect(await toast('Media file is created successfully')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(xhr.sent).toHaveLength(1);
    expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: '/v1/files/' });
    expect(xhr.sent[0]!.headers.Authorization).toBe('Bearer token-1');
    expect(formFields(xhr.sent[0]!.body)).toEqual({
      realm: '5',
      category: '4',
      file_type: 'Video',
      status: 'Enabled',
      description: 'A lion film',
      original_file_name: 'lion.mp4',
      original_thumbnail_name: 'lion.png',
      file: 'file:lion.mp4',
      thumbnail: 'file:lion.png',
    });
  });

  it("shows the server's refusal from the body (detail or error)", async () => {
    const { user, onClose } = setup({
      uploads: [{ answer: { status: 400, body: { detail: 'The file is not a video' } } }],
    });
    await fillVideo(user);
    await submit(user);
    expect(await toast('The file is not a video')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();
  });

  it("a network failure says 'Request failed. Check your internet connection.'", async () => {
    const { user } = setup({ uploads: [{ progress: [[10, 100]], networkError: true }] });
    await fillVideo(user);
    await submit(user);
    expect(await toast('Request failed. Check your internet connection.')).toBeInTheDocument();
  });

  it("an answer without a reason says 'An error occurred during the upload'", async () => {
    const { user } = setup({ uploads: [{ answer: { status: 500 } }] });
    await fillVideo(user);
    await submit(user);
    expect(await toast('An error occurred during the upload')).toBeInTheDocument();
  });

  it('renews the session once on 401 and sends the upload again', async () => {
    const { user, xhr } = setup({
      uploads: [{ answer: { status: 401 } }, { answer: { status: 201, body: mediaFileFixture({ id: 41 }) } }],
      handlers: {
        'POST auth/jwt/refresh/': () => ({ status: 200, body: { access: 'token-2', refresh: 'r2' } }),
      },
    });
    await fillVideo(user);
    await submit(user);
    expect(await toast('Media file is created successfully')).toBeInTheDocument();
    expect(xhr.sent.map((s) => s.headers.Authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('sends a file over 50 MB as a resumable upload, then names it in POST files/', async () => {
    resumable.uploadResumable.mockImplementation(
      async (_file: File, { onProgress }: { onProgress: (s: number, t: number) => void }) => {
        onProgress(30, 60);
        onProgress(60, 60);
        return 'tus-upload-9';
      },
    );
    const { user, xhr } = setup({
      uploads: [{ answer: { status: 201, body: mediaFileFixture({ id: 42 }) } }],
    });
    await pick(user, 'Media Type', 'Document');
    await pick(user, 'Realm', 'Kigali Central · Partner realm');
    await pick(user, 'Category', 'Movies');
    await user.type(field('Description'), 'Manual');
    const big = new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 60 * 1024 * 1024 });
    await user.upload(fileInputs()[0]!, big);
    await submit(user);
    expect(await toast('Media file is created successfully')).toBeInTheDocument();
    expect(resumable.uploadResumable).toHaveBeenCalledWith(big, expect.anything());
    const fields = formFields(xhr.sent[0]!.body);
    expect(fields.upload).toBe('tus-upload-9');
    expect(fields.file).toBeUndefined();
    expect(fields.original_file_name).toBe('manual.pdf');
  });
});

describe('AddMediaModal (All Media)', () => {
  it('starts at Image and asks for realm, category and description', async () => {
    const { user } = setup({ variant: 'all-media' });
    expect(field('Media Type')).toHaveValue('Image');
    await submit(user);
    expect(await toast('Provide the missing fields')).toBeInTheDocument();
    expect(within(dialog()).getByText('Realm field is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Category field is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Description field is required')).toBeInTheDocument();
    expect(within(dialog()).queryByText('Media Type field is required')).not.toBeInTheDocument();
  });
});

describe('AddMediaModal: a category made in place (issue 29 §3)', () => {
  it('creates the first category of a realm inside the form and chooses it', async () => {
    const categories: ReturnType<typeof mediaCategoryFixture>[] = [];
    const { user, callsTo } = setup({
      handlers: {
        'GET categories/': () => ({ status: 200, body: pageOf(categories) }),
        'POST categories/': ({ body }) => {
          const created = mediaCategoryFixture({ id: 9, name: (body as { name: string }).name });
          categories.push(created);
          return { status: 201, body: created };
        },
      },
    });
    expect(within(dialog()).queryByRole('button', { name: 'New Category' })).not.toBeInTheDocument();
    await pick(user, 'Realm', 'Kigali Central · Partner realm');
    await user.click(within(dialog()).getByRole('button', { name: 'New Category' }));
    await user.type(within(dialog()).getByLabelText('New Category'), '  Movies {Enter}');
    expect(await toast('Media category added')).toBeInTheDocument();
    expect(callsTo('POST categories/').map((c) => c.body)).toEqual([{ name: 'Movies', realm: 5 }]);
    await waitFor(() => expect(field('Category')).toHaveValue('Movies'));
    // Back to the link: the form goes on with the upload.
    expect(within(dialog()).getByRole('button', { name: 'New Category' })).toBeInTheDocument();
  });

  it("shows the server's refusal under the name and chooses nothing", async () => {
    const { user } = setup({
      handlers: {
        'GET categories/': () => ({ status: 200, body: pageOf([]) }),
        'POST categories/': () => ({ status: 400, body: { name: ['A category with this name exists.'] } }),
      },
    });
    await pick(user, 'Realm', 'Kigali Central · Partner realm');
    await user.click(within(dialog()).getByRole('button', { name: 'New Category' }));
    await user.type(within(dialog()).getByLabelText('New Category'), 'Movies');
    await user.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(await within(dialog()).findByText('A category with this name exists.')).toBeInTheDocument();
    expect(field('Category')).toHaveValue('');
  });
});
