import type { CSSProperties } from 'react';
import { Group, Skeleton, Stack, Title, rem } from '@mantine/core';
import { BrandLogo } from '../components/brand-logo';
import { PageHeader } from '../components/page-header';
import { matchRoute } from './route-match';
import frame from './route-frame.module.css';
import shell from './shell/app-shell-layout.module.css';
import { SHELL_BRAND_HEIGHT, SHELL_HEADER_HEIGHT, SHELL_NAVBAR_WIDTH } from './shell/shell-geometry';

/** The sidebar's links in outline: about as many as a plan's menu shows with its groups closed. */
const MENU_OUTLINE = 9;

/**
 * The top of a signed-in page before its data has come: the page's title where the page draws it (its
 * `PageHeader`), and its content in outline. A page whose title names a record (a path with parameters)
 * gets the title in outline too.
 */
export function PageFrame({ pathname }: { pathname: string }) {
  const { handle, params } = matchRoute(pathname);
  const namesRecord = Object.keys(params).length > 0;
  return (
    <>
      {namesRecord ? (
        <Skeleton h={30} w="45%" mb="lg" />
      ) : (
        <PageHeader title={handle.heading ?? handle.title} />
      )}
      <Stack gap="md" role="status" aria-label="Loading">
        <Skeleton h={36} w="70%" maw={420} />
        <Skeleton h={360} radius="md" />
      </Stack>
    </>
  );
}

/**
 * A signed-in page before any of its code has run: the shell's header and sidebar in outline around the
 * page's frame, with nothing that depends on who is signed in. The build writes it into the HTML of every
 * signed-in route, so a phone on a slow link shows the page's title at its first paint instead of a spinner
 * (issue 29 §7, decision 086), and the root layout shows the same frame while the shell's code comes: the
 * screen fills in around the title instead of being drawn three times. Laid out like the shell (Mantine's
 * AppShell) by its own CSS, with the shell's sizes.
 */
export function RouteFrame({ pathname }: { pathname: string }) {
  const { handle, params } = matchRoute(pathname);
  const sizes = {
    '--shell-header-height': rem(SHELL_HEADER_HEIGHT),
    '--shell-navbar-width': rem(SHELL_NAVBAR_WIDTH),
  } as CSSProperties;
  return (
    <div style={sizes}>
      <header className={frame.header}>
        {/* Where the shell's burger comes on a phone. */}
        <Skeleton h={20} w={28} hiddenFrom="sm" />
        <Skeleton h={38} w={38} radius="md" />
        {Object.keys(params).length > 0 ? (
          <Skeleton h={20} w={120} />
        ) : (
          <Title order={4} lh={1.2} lineClamp={1}>
            {handle.tab}
          </Title>
        )}
      </header>
      <div className={frame.navbar}>
        <Group px="md" h={SHELL_BRAND_HEIGHT} className={shell.brand}>
          <BrandLogo />
        </Group>
        <Stack p="md" gap="lg">
          {Array.from({ length: MENU_OUTLINE }, (_, i) => (
            <Skeleton key={i} h={18} w={i % 3 === 0 ? '60%' : '80%'} />
          ))}
        </Stack>
      </div>
      <main className={frame.main}>
        <PageFrame pathname={pathname} />
      </main>
    </div>
  );
}
