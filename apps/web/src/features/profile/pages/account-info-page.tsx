import { Suspense, lazy } from 'react';
import { Button, Card, Grid, Group, Stack, Tabs } from '@mantine/core';
import { IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useLogout } from '../../../lib/api/logout';
import { useAuthStore } from '../../../lib/auth-store';
import { ProfileForm } from '../components/profile-form';
import { ProfileSummary } from '../components/profile-summary';
import { DisplayCurrencyCard } from '../components/display-currency-card';
import { PROFILE_TEXTS } from '../texts';
import { useCan } from '../../../lib/use-can';
import { loadOnFirstUse } from '../../../lib/load-on-first-use';
import { PanelLoader } from '../../../components/panel-loader';

// The partner admin's alone, and heavier than the rest of the column: loaded when shown (decision 077).
const MobileMoneyCard = lazy(async () => ({
  default: (await import('../components/mobile-money-card')).MobileMoneyCard,
}));

// The Change Password tab's form (and its schema) comes when the tab is reached for (decision 104).
const { Part: ProfilePasswordForm, reach: reachPasswordForm } = loadOnFirstUse(() =>
  import('../components/profile-password-form').then((m) => ({ default: m.ProfilePasswordForm })),
);

const TABS = ['profile', 'changepassword'] as const;
type ProfileTab = (typeof TABS)[number];
const isTab = (v: string | null): v is ProfileTab => TABS.includes(v as ProfileTab);

/** /account-info: the profile and change-password tabs (kept in ?tab=) and Logout. */
export function AccountInfoPage() {
  const user = useAuthStore((s) => s.user);
  const logout = useLogout();
  const [params, setParams] = useSearchParams();
  const isAdmin = useCan('admin');
  const raw = params.get('tab');
  const tab: ProfileTab = isTab(raw) ? raw : 'profile';
  if (!user) return null;

  return (
    <>
      <PageHeader title={PROFILE_TEXTS.title} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <ProfileSummary user={user} />
            {user.partner && <DisplayCurrencyCard />}
            {user.partner && isAdmin && (
              <Suspense fallback={null}>
                <MobileMoneyCard />
              </Suspense>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card padding="lg">
            <Tabs
              value={tab}
              onChange={(v) => isTab(v) && setParams({ tab: v }, { replace: true })}
              keepMounted={false}
            >
              {/* Logout sits beside the tab list, not in it: a tab list holds tabs only (axe). */}
              <Group mb="lg" gap="sm" wrap="nowrap" align="center">
                <Tabs.List style={{ flex: 1 }}>
                  <Tabs.Tab value="profile" leftSection={<IconUser size={16} />}>
                    {PROFILE_TEXTS.tabs.profile}
                  </Tabs.Tab>
                  <Tabs.Tab value="changepassword" leftSection={<IconKey size={16} />} {...reachPasswordForm}>
                    {PROFILE_TEXTS.tabs.changepassword}
                  </Tabs.Tab>
                </Tabs.List>
                <Button
                  variant="subtle"
                  color="red"
                  size="sm"
                  leftSection={<IconLogout size={16} />}
                  onClick={() => logout.mutate()}
                  loading={logout.isPending}
                >
                  {PROFILE_TEXTS.logout}
                </Button>
              </Group>
              <Tabs.Panel value="profile">
                <ProfileForm user={user} />
              </Tabs.Panel>
              <Tabs.Panel value="changepassword">
                <Suspense fallback={<PanelLoader />}>
                  <ProfilePasswordForm />
                </Suspense>
              </Tabs.Panel>
            </Tabs>
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
