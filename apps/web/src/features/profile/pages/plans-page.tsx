import { Badge, Card, Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header';
import { useAuthStore } from '../../../lib/auth-store';
import { planFeatures } from '../plan-features';
import { PROFILE_TEXTS } from '../texts';

const T = PROFILE_TEXTS.plans;

/** /plans: the three partner plans and what each includes, the partner's own marked (the sidebar's Plans). */
export function PlansPage() {
  const current = useAuthStore((s) => s.user?.partner?.plan.name ?? null);
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {planFeatures().map(({ plan, included, excluded }) => (
          <Card
            key={plan}
            padding="lg"
            withBorder
            style={plan === current ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
          >
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">
                {plan}
              </Title>
              {plan === current && <Badge variant="light">{T.yourPlan}</Badge>}
            </Group>
            <List
              spacing={4}
              size="sm"
              center
              icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" />}
            >
              {included.map((title) => (
                <List.Item key={title}>{title}</List.Item>
              ))}
            </List>
            {excluded.length > 0 && (
              <>
                <Text size="sm" c="dimmed" mt="md" mb={4}>
                  {T.notIncluded}
                </Text>
                <List
                  spacing={4}
                  size="sm"
                  center
                  icon={<IconX size={16} color="var(--mantine-color-gray-6)" />}
                >
                  {excluded.map((title) => (
                    <List.Item key={title} c="dimmed">
                      {title}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="lg">
        {T.change}
      </Text>
    </>
  );
}
