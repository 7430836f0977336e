import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { meFixture, partnerFixture } from '../test/fixtures';
import { renderApp, withTestProviders } from '../test/render';
import { FrameOrLoader, keepFirstFrame } from './first-frame';
import { RouteFrame } from './route-frame';
import { storeSignedInSession } from '../test/session';

const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

/** A root element as a signed-in route's HTML draws it (the build's frame), or a guest's spinner. */
function htmlRoot(path: string | null) {
  const root = document.createElement('div');
  if (path === null) root.innerHTML = '<div class="boot" role="status" aria-label="Loading"></div>';
  else {
    root.setAttribute('data-frame', '');
    root.innerHTML = render(withTestProviders(<RouteFrame pathname={path} />)).container.innerHTML;
  }
  document.body.innerHTML = '';
  return root;
}

// @own-module-graph: a test file that rendered the shell before has its code for good (React.lazy).
describe('the first page drawn as its HTML drew it while the code comes (decision 086)', () => {
  beforeEach(() => keepFirstFrame(htmlRoot(null), '/'));

  it("keeps the route's frame, its title in place, until the shell and the page replace it", async () => {
    keepFirstFrame(htmlRoot('/routers'), '/routers');
    const me = meFixture({ partner: partnerFixture('Premium'), accepted_terms_version: '1.0' });
    storeSignedInSession(me);
    mockApi({
      'GET auth/users/me/': () => ({ status: 200, body: me }),
      'GET routers/': () => ({ status: 200, body: EMPTY_PAGE }),
      'GET partner/billing/': () => ({ status: 200, body: EMPTY_PAGE }),
    });
    renderApp('/routers');
    // The shell is a chunk of its own: on the first render only the frame is there, with the page's title.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Allocated Routers' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the spinner on any other page, and where the HTML drew no frame', () => {
    keepFirstFrame(htmlRoot('/routers'), '/routers');
    render(withTestProviders(<FrameOrLoader pathname="/smes" part="whole" />));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    keepFirstFrame(htmlRoot(null), '/routers');
    render(withTestProviders(<FrameOrLoader pathname="/routers" part="main" />));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it("draws, inside the shell, only the frame's page part", () => {
    keepFirstFrame(htmlRoot('/routers'), '/routers');
    render(withTestProviders(<FrameOrLoader pathname="/routers" part="main" />));
    expect(screen.getByRole('heading', { level: 1, name: 'Allocated Routers' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
