import type { ComponentType, CSSProperties } from 'react';
import { Group, Skeleton, Stack, Title, rem } from '@mantine/core';
import { PARTNER_PLANS, type TPartnerPlan } from '@ared/contract/plan-areas';
import { BrandLogo } from '../components/brand-logo';
import { PageHeader } from '../components/page-header';
import { PAGE_SKELETON_HEIGHT } from '../components/page-skeleton';
import { DashboardFrame } from '../features/dashboard/components/dashboard-frame';
import { matchRoute } from './route-match';
import shell from './shell/app-shell-layout.module.css';
import { SHELL_BRAND_HEIGHT, SHELL_HEADER_HEIGHT, SHELL_NAVBAR_WIDTH } from './shell/shell-geometry';

/** A path with parameters is a record's page: its title is the record's name, unknown to the build. */
const namesRecord = (params: Record<string, string | undefined>) => Object.keys(params).length > 0;

/** The sidebar's links in outline: about as many as a plan's menu shows with its groups closed. */
const MENU_OUTLINE = 9;

/**
 * Pages with a frame of their own, the same for every partner of a plan: drawn for each plan, marked with
 * it; only the visitor's shows (route-frame.css, by the plan the HTML's first script reads).
 */
const PLAN_FRAMES: Readonly<Record<string, ComponentType<{ plan: TPartnerPlan }>>> = {
  '/dashboard': DashboardFrame,
};

/**
 * The top of a signed-in page before its data has come: the page's title where the page draws it (its
 * `PageHeader`), and its content in outline. A page whose title names a record (a path with parameters)
 * gets the title in outline too; a page with a frame of its own has it, for every plan.
 */
export function PageFrame({ pathname }: { pathname: string }) {
  const { handle, params } = matchRoute(pathname);
  const Frame = PLAN_FRAMES[pathname];
  if (Frame)
    return PARTNER_PLANS.map((plan) => (
      <div key={plan} data-plan={plan}>
        <Frame plan={plan} />
      </div>
    ));
  return (
    <>
      {namesRecord(params) ? (
        <Skeleton h={30} w="45%" mb="lg" />
      ) : (
        <PageHeader title={handle.heading ?? handle.title} />
      )}
      <Stack gap="md" role="status" aria-label="Loading">
        <Skeleton h={36} w="70%" maw={420} />
        <Skeleton h={PAGE_SKELETON_HEIGHT} radius="md" />
      </Stack>
    </>
  );
}

/**
 * A signed-in page before any of its code has run: the shell's header and sidebar in outline around the
 * page's frame, with nothing that depends on who is signed in but the plan. The build writes it into the
 * HTML of every signed-in route (prerender.tsx), so a phone on a slow link shows the page's title at its
 * first paint instead of a spinner (issue 29 §7, decision 086); the app keeps drawing that markup while the
 * shell's and the page's code come (first-frame.tsx), so none of this code is in the app's scripts. Laid
 * out like the shell (Mantine's AppShell) by its own CSS, with the shell's sizes.
 */
export function RouteFrame({ pathname }: { pathname: string }) {
  const { handle, params } = matchRoute(pathname);
  const sizes = {
    '--shell-header-height': rem(SHELL_HEADER_HEIGHT),
    '--shell-navbar-width': rem(SHELL_NAVBAR_WIDTH),
  } as CSSProperties;
  return (
    <div style={sizes}>
      <header className="route-frame-header">
        {/* Where the shell's burger comes on a phone. */}
        <Skeleton h={20} w={28} hiddenFrom="sm" />
        <Skeleton h={38} w={38} radius="md" />
        {namesRecord(params) ? (
          <Skeleton h={20} w={120} />
        ) : (
          <Title order={4} lh={1.2} lineClamp={1}>
            {handle.tab}
          </Title>
        )}
      </header>
      <div className="route-frame-navbar">
        <Group px="md" h={SHELL_BRAND_HEIGHT} className={shell.brand}>
          <BrandLogo />
        </Group>
        <Stack p="md" gap="lg">
          {Array.from({ length: MENU_OUTLINE }, (_, i) => (
            <Skeleton key={i} h={18} w={i % 3 === 0 ? '60%' : '80%'} />
          ))}
        </Stack>
      </div>
      <main className="route-frame-main">
        <PageFrame pathname={pathname} />
      </main>
    </div>
  );
}
