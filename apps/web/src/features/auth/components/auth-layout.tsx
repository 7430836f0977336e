import type { ReactNode } from 'react';
import { Box, Center, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { BrandLogo } from '../../../components/brand-logo';
import { useCurrentYear } from '../../../lib/use-current-year';
import { AUTH_TEXTS } from '../texts';
import classes from './auth-layout.module.css';

const HIGHLIGHTS = [
  'Routers, realms and vouchers at a glance',
  'SMEs, billing and coupons in one place',
  'Kiosks and micro franchisees across your region',
];

type AuthLayoutProps = { title: string; subtitle?: ReactNode; children: ReactNode; isWide?: boolean };

/** The frame of the public pages: a brand panel beside the form (stacked on phones). */
export function AuthLayout({ title, subtitle, children, isWide = false }: AuthLayoutProps) {
  const year = useCurrentYear();
  return (
    <Box className={classes.root}>
      <Box className={classes.brandPanel} visibleFrom="md">
        <BrandLogo isInverted />
        <Stack gap="lg" maw={440}>
          <Title order={1} c="white" fz={38} lh={1.15}>
            {AUTH_TEXTS.tagline}
          </Title>
          <Text c="rgba(255,255,255,0.85)" size="lg">
            {AUTH_TEXTS.brandPitch}
          </Text>
          <List
            spacing="sm"
            c="white"
            icon={
              <ThemeIcon size={22} radius="xl" color="rgba(255,255,255,0.2)">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {HIGHLIGHTS.map((h) => (
              <List.Item key={h}>{h}</List.Item>
            ))}
          </List>
        </Stack>
        <Text size="xs" c="rgba(255,255,255,0.7)">
          {year === null ? '© ARED' : `© ${year} ARED`}
        </Text>
      </Box>
      <Center className={classes.formPanel}>
        <Stack w="100%" maw={isWide ? 560 : 420} gap="lg">
          <Group hiddenFrom="md" justify="center">
            <BrandLogo />
          </Group>
          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="sm" withBorder radius="lg">
            <Stack gap={4} mb="lg">
              <Title order={2} fz={26}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
