import { useState } from 'react';
import {
  Alert,
  Badge,
  Card,
  Collapse,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { TService } from '@ared/contract/devices';
import { fmtPercent } from '../../../../lib/units';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { useServiceStatus } from '../../api/box-calls';
import { OS_SERVICE_NAMES, balenaColour, isBoxOffline, osColour } from '../../service-status-rules';
import { ANALYTICS_TEXTS } from '../../texts';
import { MetricCard } from './metric-card';
import { SelectBoxNote } from './select-box-note';
import { useFailureToast } from './use-failure-toast';

const T = ANALYTICS_TEXTS.service;
const R = ANALYTICS_TEXTS.routers;

/** Service Status (part 2 §2): the box's metrics and its Balena and OS services from the last heartbeat. */
export function ServiceStatusPanel({ scope }: { scope: AnalyticsScope }) {
  if (!scope.box) return <SelectBoxNote text={R.selectBoxService} />;
  return <ServiceBox serial={scope.box} />;
}

function ServiceBox({ serial }: { serial: string }) {
  const q = useServiceStatus(serial);
  useFailureToast(q.isError, ANALYTICS_TEXTS.toasts.router);
  if (q.isPending) return <Text c="dimmed">{ANALYTICS_TEXTS.loading}</Text>;
  const status = q.data?.[serial];
  if (!status || isBoxOffline(status)) {
    return (
      <Stack data-testid="service-status-panel">
        <Alert color="gray" variant="light" title={R.offline} data-testid="service-offline">
          {status?.is_stale ? R.stale : null}
        </Alert>
      </Stack>
    );
  }
  const m = status.system_metrics;
  const os = (status.os_services ?? []).filter((s) => OS_SERVICE_NAMES.includes(s.name));
  return (
    <Stack gap="lg" data-testid="service-status-panel">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MetricCard title={T.cpu} value={fmtPercent(m?.cpu_percent)} testId="service-cpu" />
        <MetricCard title={T.memory} value={fmtPercent(m?.memory_percent)} testId="service-memory" />
        <MetricCard title={T.disk} value={fmtPercent(m?.disk_usage)} testId="service-disk" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ServiceList
          title={T.balena}
          services={status.balena_services ?? []}
          colour={balenaColour}
          testId="balena-services"
        />
        <ServiceList title={T.os} services={os} colour={osColour} testId="os-services" />
      </SimpleGrid>
    </Stack>
  );
}

type ServiceListProps = {
  title: string;
  services: readonly TService[];
  colour: (status: string) => string;
  testId: string;
};

function ServiceList({ title, services, colour, testId }: ServiceListProps) {
  return (
    <Card padding="lg" data-testid={testId}>
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {services.length === 0 ? (
        <Text c="dimmed">{ANALYTICS_TEXTS.noData}</Text>
      ) : (
        <Stack gap={4}>
          {services.map((s) => (
            <ServiceRow key={s.name} service={s} colour={colour(s.status)} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function ServiceRow({ service, colour }: { service: TService; colour: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="service-row">
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} w="100%" py={4}>
        <Text component="span" fw={500}>
          {service.name}
        </Text>{' '}
        <Badge color={colour} variant="light" size="sm" data-colour={colour}>
          {service.status || '—'}
        </Badge>
      </UnstyledButton>
      <Collapse expanded={open}>
        <Table withRowBorders={false} fz="sm">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td c="dimmed">{T.type}</Table.Td>
              <Table.Td>{service.type}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td c="dimmed">{T.status}</Table.Td>
              <Table.Td>{service.status}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Collapse>
    </div>
  );
}
