import { Badge, Card, Group, Text } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { TERMS_META } from '../components/terms-agreement';
import { TermsText } from '../components/terms-text';

/** /terms: the agreement the partner accepted at first sign-in, to read again (the sidebar's Terms link). */
export function TermsPage() {
  return (
    <>
      <PageHeader title={TERMS_META.title} />
      <Card padding="lg" maw={860}>
        <Group gap="xs" mb="md">
          <Badge variant="light">Version {TERMS_META.version}</Badge>
          <Text size="sm" c="dimmed">
            Effective {TERMS_META.effectiveDate}
          </Text>
        </Group>
        <TermsText headingOrder={2} />
      </Card>
    </>
  );
}
