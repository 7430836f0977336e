import type { ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import {
  MESSAGE_AUTHENTICATOR_POLICIES,
  type TMessageAuthenticatorPolicy,
  type TRouterRadiusStatus,
} from '@ared/contract/router-radius';
import { serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/use-can';
import { useRouterRadius } from '../api/get-router-radius';
import { useUpdateRouterRadius } from '../api/update-router-radius';
import { messageAuthenticatorState, radiusProblemView } from '../radius-status-rules';
import { ROUTER_DETAILS_TEXTS } from '../texts';

const T = ROUTER_DETAILS_TEXTS.radius;
const POLICY_LABEL_ID = 'router-radius-policy-label';

/** A column's small uppercase label, with room for a badge that wraps under it on a narrow screen. */
function SectionLabel({ label, id, children }: { label: string; id?: string; children?: ReactNode }) {
  return (
    <Group gap={6} justify="space-between" mih={22}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} id={id}>
        {label}
      </Text>
      {children}
    </Group>
  );
}

function LastProblem({ status }: { status: TRouterRadiusStatus }) {
  const view = radiusProblemView(status);
  if (!view)
    return (
      <Stack gap={4} data-testid="radius-no-problem">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon size="sm" radius="xl" variant="light" color="brand">
            <IconCircleCheck size={14} />
          </ThemeIcon>
          <Text fw={600}>{T.noProblems}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {T.noProblemsHint}
        </Text>
      </Stack>
    );
  return (
    <Stack gap={4} data-testid="radius-last-problem">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon size="sm" radius="xl" variant="light" color="red" mt={2}>
          <IconAlertTriangle size={14} />
        </ThemeIcon>
        <Text fw={600}>{view.title}</Text>
      </Group>
      <Text size="sm">
        <time dateTime={status.last_problem?.at} title={view.fullTime}>
          {view.when}
        </time>
        {' · '}
        {view.count}
      </Text>
      <Text size="sm" c="dimmed">
        {view.hint}
      </Text>
    </Stack>
  );
}

function Policy({ status }: { status: TRouterRadiusStatus }) {
  // Only a partner admin may change it (the server refuses staff too).
  const isAdmin = useCan('admin');
  const update = useUpdateRouterRadius();
  const policy =
    (update.isPending ? update.variables?.require_message_authenticator : undefined) ??
    status.require_message_authenticator;
  const state = messageAuthenticatorState(status);
  const change = (value: string) =>
    update.mutate(
      { id: status.router, require_message_authenticator: value as TMessageAuthenticatorPolicy },
      {
        onSuccess: () => notify.success(T.saved),
        onError: (error) => notify.error(serverMessage(error) ?? T.saveFailed),
      },
    );
  return (
    <Stack gap="xs">
      <SectionLabel id={POLICY_LABEL_ID} label={T.policyLabel}>
        <Badge
          variant="light"
          color={state.isRequired ? 'brand' : 'gray'}
          style={{ flexShrink: 0 }}
          data-testid="radius-required"
        >
          {state.badge}
        </Badge>
      </SectionLabel>
      {isAdmin ? (
        <SegmentedControl
          aria-labelledby={POLICY_LABEL_ID}
          fullWidth
          data={MESSAGE_AUTHENTICATOR_POLICIES.map((value) => ({ value, label: T.policies[value] }))}
          value={policy}
          onChange={change}
          disabled={update.isPending}
        />
      ) : (
        <Text fw={600} data-testid="radius-policy">
          {T.policies[policy]}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {T.policyHelp[policy]}
      </Text>
      <Text size="sm" c="dimmed">
        {state.seen}
      </Text>
    </Stack>
  );
}

/** Router details' RADIUS card: the box's last RADIUS problem in plain words and its Message-Authenticator policy. */
export function RouterRadiusCard({ routerId }: { routerId: number }) {
  const query = useRouterRadius(routerId);
  const status = query.data;
  return (
    <Card padding="lg" data-testid="router-radius-card">
      <Title order={4}>{T.heading}</Title>
      <Text size="sm" c="dimmed" mb="md">
        {T.description}
      </Text>
      {query.isError && !status ? (
        <Alert color="red" variant="light" title={T.loadFailed}>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {ROUTER_DETAILS_TEXTS.retry}
          </Button>
        </Alert>
      ) : !status ? (
        <Skeleton h={120} radius="md" />
      ) : (
        <Stack gap="md">
          {!status.has_secret && (
            <Alert color="yellow" variant="light" data-testid="radius-no-secret">
              {T.noSecret}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
            <Stack gap="xs">
              <SectionLabel label={T.lastProblem} />
              <LastProblem status={status} />
            </Stack>
            <Policy status={status} />
          </SimpleGrid>
        </Stack>
      )}
    </Card>
  );
}
