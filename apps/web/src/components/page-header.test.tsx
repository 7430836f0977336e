import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it("is the page's level-one heading (axe: every page has one)", () => {
    renderPage(<PageHeader title="Allocated Routers" description="All routers" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Allocated Routers' })).toBeInTheDocument();
  });
});
