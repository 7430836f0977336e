import { Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatStorageBytes } from '@ared/contract/sme-plans';
import { PlanFeatures } from '../../../components/plan-features/plan-features';
import { useSmeStorage } from '../api/get-sme-storage';
import { SME_DETAILS_TEXTS } from '../texts';

const T = SME_DETAILS_TEXTS.plan;

/** The SME's plan, what it includes, and its offline files' share of the plan's storage (decision 069). */
export function SmePlanCard({ smeId }: { smeId: number }) {
  const storage = useSmeStorage(smeId);
  const data = storage.data;
  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {T.heading}
          </Title>
          {data && <Text fw={600}>{data.name}</Text>}
        </Group>
        {storage.isError && <Text c="red">{T.loadFailed}</Text>}
        {!data && !storage.isError && <Skeleton h={80} />}
        {data && (
          <>
            <PlanFeatures plan={data.name} />
            {data.storage_limit_bytes > 0 ? (
              <Stack gap={4}>
                <Group justify="space-between">
                  <Text size="sm">{T.storage}</Text>
                  <Text size="sm" fw={600} data-testid="sme-storage-usage">
                    {T.usage(
                      formatStorageBytes(data.storage_used_bytes),
                      formatStorageBytes(data.storage_limit_bytes),
                    )}
                  </Text>
                </Group>
                <Progress
                  aria-label={T.storage}
                  value={Math.min(100, (100 * data.storage_used_bytes) / data.storage_limit_bytes)}
                  color={data.storage_used_bytes >= data.storage_limit_bytes ? 'red' : 'teal'}
                />
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {T.noStorage(data.name)}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
