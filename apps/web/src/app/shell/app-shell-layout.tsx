import { type ReactNode, Suspense, useState } from 'react';
import { AppShell, Badge, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigate, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { useAuthStore } from '../../lib/auth-store';
import { loadOnFirstUse } from '../../lib/load-on-first-use';
import { PHONE_QUERY, useIsPhone } from '../../lib/use-is-phone';
import { SUPPORT_INBOX_PATH, pageForRole } from './agent-pages';
import { useHeaderDate } from '../../lib/use-header-date';
import { AppHeader } from './app-header';
import classes from './app-shell-layout.module.css';
import { SHELL_BRAND_HEIGHT, shellGeometry } from './shell-geometry';
import { SHELL_TEXTS } from './texts';
import { UserRefresh } from './use-user-refresh';

const MAIN_CONTENT_ID = 'main-content';

// The sidebar's menu (its links, their icons, Mantine's NavLink) comes in a chunk of its own: a phone
// shows it only when the burger opens it, so it loads at the first touch instead of before the page can
// draw (issue 29 §7). A wider screen shows it at once: its loading starts with this module's, beside the
// page's chunk, not after the first render.
const { Part: Sidebar, preload: preloadSidebar } = loadOnFirstUse(() =>
  import('./sidebar').then((module) => ({ default: module.Sidebar })),
);
if (typeof window !== 'undefined' && !window.matchMedia(PHONE_QUERY).matches) void preloadSidebar();

/** Header, sidebar and content area of every signed-in page; the sidebar folds into a burger on phones. */
export default function AppShellLayout({ children }: { children: ReactNode }) {
  const today = useHeaderDate();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const user = useAuthStore((s) => s.user);
  const { pathname } = useLocation();
  // On a phone the sidebar is folded away until the burger opens it: its ~50 links and their icons were a
  // third of the first page's elements (a long style and layout task on a slow phone, issue 29 §7). Drawn
  // when first opened, then kept.
  const isPhone = useIsPhone();
  const [menuDrawn, setMenuDrawn] = useState(!isPhone);
  if ((navOpened || !isPhone) && !menuDrawn) setMenuDrawn(true);
  if (!user) return <UserRefresh />;
  // A support agent works in the support inbox: the partners' pages are not theirs (issue 31 §5).
  if (pageForRole(user.role, pathname) === 'inbox') return <Navigate to={SUPPORT_INBOX_PATH} replace />;
  const partner = user.partner;
  return (
    <>
      <UserRefresh />
      <AppShell {...shellGeometry(navOpened)}>
        {/* The first stop of the Tab key: past the header and the sidebar's twenty links to the page. */}
        <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
          {SHELL_TEXTS.skipToContent}
        </a>
        <AppShell.Header>
          <AppHeader user={user} navOpened={navOpened} onToggleNav={toggle} />
        </AppShell.Header>
        <AppShell.Navbar>
          <AppShell.Section px="md" h={SHELL_BRAND_HEIGHT} className={classes.brand}>
            <BrandLogo />
            {/* On phones the open sidebar covers the header: it carries its own close control. */}
            <Burger
              opened
              onClick={close}
              hiddenFrom="sm"
              size="sm"
              aria-label={SHELL_TEXTS.closeNavigation}
            />
          </AppShell.Section>
          {partner && (
            <AppShell.Section px="md" pt="sm" hiddenFrom="sm">
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600} truncate>
                  {partner.name}
                </Text>
                <Badge size="xs" variant="light">
                  {SHELL_TEXTS.plan(partner.plan.name)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" mt={4}>
                {today}
              </Text>
            </AppShell.Section>
          )}
          <AppShell.Section grow style={{ minHeight: 0 }}>
            {menuDrawn && (
              <Suspense fallback={null}>
                <Sidebar plan={partner?.plan.name ?? null} onNavigate={close} />
              </Suspense>
            )}
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          {children}
        </AppShell.Main>
      </AppShell>
    </>
  );
}
