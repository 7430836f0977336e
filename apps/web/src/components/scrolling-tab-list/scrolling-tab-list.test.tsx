import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from '@mantine/core';
import { renderPage } from '../../test/render';
import { reportSizesAtOnce } from '../../test/resize-observer';
import { ScrollingTabList } from './scrolling-tab-list';

/** A strip 300 px wide holding 800 px of tabs, scrolled to `scrollLeft`. */
const strip = ({ scrollWidth, scrollLeft = 0 }: { scrollWidth: number; scrollLeft?: number }) => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(() => scrollLeft);
  return { scrollTo: (left: number) => (scrollLeft = left) };
};

const renderTabs = () =>
  renderPage(
    <Tabs defaultValue="all">
      <ScrollingTabList>
        {['all', 'suspended', 'terminated', 'active', 'subscription', 'sms', 'discount-coupons'].map((t) => (
          <Tabs.Tab key={t} value={t}>
            {t}
          </Tabs.Tab>
        ))}
      </ScrollingTabList>
    </Tabs>,
  );

beforeEach(reportSizesAtOnce);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ScrollingTabList', () => {
  it('shows that more tabs are to the right, then to the left once scrolled', () => {
    const { scrollTo } = strip({ scrollWidth: 800 });
    renderTabs();
    const box = screen.getByTestId('scrolling-tab-list');
    expect(box).toHaveAttribute('data-scrolls-right');
    expect(box).not.toHaveAttribute('data-scrolls-left');
    scrollTo(500);
    fireEvent.scroll(screen.getByRole('tablist'));
    expect(box).toHaveAttribute('data-scrolls-left');
    expect(box).not.toHaveAttribute('data-scrolls-right');
  });

  it('shows nothing when every tab fits', () => {
    strip({ scrollWidth: 300 });
    renderTabs();
    const box = screen.getByTestId('scrolling-tab-list');
    expect(box).not.toHaveAttribute('data-scrolls-right');
    expect(box).not.toHaveAttribute('data-scrolls-left');
    expect(screen.getAllByRole('tab')).toHaveLength(7);
  });
});
