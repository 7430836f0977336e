import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { setTokens, setUser } from '../lib/auth-store';
import { meFixture } from '../test/fixtures';
import { ExportCsvButton } from './export-csv-button';

let savedAs: string[] = [];
let requested: { url: string; authorization: string | undefined }[] = [];

/** fetch answering every call with `status`, the file named by Content-Disposition when given. */
function serve(status: number, fileName?: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      requested.push({ url: String(input), authorization: headers.Authorization });
      return status === 200
        ? new Response('Serial Number\nKGC1\n', {
            status,
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              ...(fileName && { 'Content-Disposition': `attachment; filename="${fileName}"` }),
            },
          })
        : new Response(JSON.stringify({ detail: 'Not found.' }), {
            status,
            headers: { 'Content-Type': 'application/json' },
          });
    }),
  );
}

beforeEach(() => {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
  savedAs = [];
  requested = [];
  // jsdom cannot save files: record the name the link would save as.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    savedAs.push(this.download);
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
});

describe('ExportCsvButton', () => {
  it("downloads the export with the bearer token and the list's filters, saved under the server's name", async () => {
    serve(200, 'routers-is_online-false-2026-11-28.csv');
    renderPage(
      <ExportCsvButton
        path="routers/export/"
        query={{ is_online: false, realm: undefined, search: 'kgc' }}
        fallbackName="routers.csv"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(savedAs).toEqual(['routers-is_online-false-2026-11-28.csv']));
    expect(requested).toHaveLength(1);
    expect(requested[0]!.url).toMatch(/\/v1\/routers\/export\/\?is_online=false&search=kgc$/);
    expect(requested[0]!.authorization).toBe('Bearer a');
  });

  it('names the list when a page has several, and falls back to its own name', async () => {
    serve(200);
    renderPage(
      <ExportCsvButton path="tickets/export/" query={{}} fallbackName="tickets.csv" listName="Router" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV: Router' }));
    await vi.waitFor(() => expect(savedAs).toEqual(['tickets.csv']));
  });

  it('says so when the export fails, and saves nothing', async () => {
    serve(404);
    renderPage(<ExportCsvButton path="routers/export/" query={{}} fallbackName="routers.csv" />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export CSV. Please try again.')).toBeInTheDocument();
    expect(savedAs).toEqual([]);
  });
});
