import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from './page-header';

/** The way back from a details page to its list. */
export function BackToListButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
      {label}
    </Button>
  );
}

type Props = {
  pageTitle: string;
  title: string;
  body: string;
  back: { to: string; label: string };
  testId: string;
};

/** A details page whose record does not exist (or belongs to another partner): said plainly, with the way back. */
export function RecordNotFound({ pageTitle, title, body, back, testId }: Props) {
  return (
    <>
      <PageHeader title={pageTitle} actions={<BackToListButton {...back} />} />
      <Card padding="xl" data-testid={testId}>
        <Stack align="center" gap="xs" py="lg">
          <Title order={3}>{title}</Title>
          <Text c="dimmed" ta="center" maw={480}>
            {body}
          </Text>
        </Stack>
      </Card>
    </>
  );
}
