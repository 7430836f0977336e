import { Badge, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { placeholderHeading } from '../../../components/placeholder-page';
import { REALM_DETAILS_TEXTS } from '../texts';

/** Vouchers, Adverts and Offline Files of a realm: their lists arrive with their own releases. */
export function RealmTabPlaceholder({ tab }: { tab: string }) {
  return (
    <Card padding="xl" data-testid="realm-tab-placeholder">
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconHourglass size={26} stroke={1.6} />
        </ThemeIcon>
        <Badge variant="light" color="gray">
          Placeholder
        </Badge>
        <Title order={4} ta="center">
          {placeholderHeading(tab)}
        </Title>
        <Text c="dimmed" ta="center" maw={520} size="sm">
          {REALM_DETAILS_TEXTS.placeholderBody(tab)}
        </Text>
      </Stack>
    </Card>
  );
}
