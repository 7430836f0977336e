import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import type { TSignUpApplication } from '@ared/contract/sign-ups';
import { serverMessage } from '../../../lib/api-error';
import { formatListDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDecideSignUp, useSignUpApplication } from '../api/review-sign-up';
import { AuthLayout } from '../components/auth-layout';
import { AUTH_TEXTS } from '../texts';

const T = AUTH_TEXTS.signUpReview;

const STATUS_TEXT: Record<TSignUpApplication['status'], { text: string; color: string }> = {
  pending: { text: T.pending, color: 'blue' },
  approved: { text: T.approved, color: 'green' },
  declined: { text: T.declined, color: 'gray' },
  expired: { text: T.expired, color: 'yellow' },
};

/**
 * /signup/review#token, opened from the platform administrator's mail (decision 057). Opening it only
 * reads; Approve and Decline are the reviewer's clicks (mail scanners prefetch links, they do not click).
 */
export function SignUpReviewPage() {
  const token = useLocation().hash.replace(/^#/, '');
  const application = useSignUpApplication(token);
  const decide = useDecideSignUp(token);

  const onDecide = async (decision: 'approve' | 'decline') => {
    try {
      const { detail } = await decide.mutateAsync(decision);
      notify.success(detail);
    } catch (error) {
      notify.error(serverMessage(error) ?? T.missingLink);
    }
  };

  return (
    <AuthLayout title={T.title} subtitle={T.subtitle} isWide>
      <Stack gap="md">
        {token === '' && (
          <Alert color="yellow" variant="light" role="status">
            {T.missingLink}
          </Alert>
        )}
        {application.isLoading && <Loader aria-label="Loading" />}
        {application.isError && (
          <Alert color="red" variant="light" role="alert">
            {serverMessage(application.error) ?? T.missingLink}
          </Alert>
        )}
        {application.data && (
          <ApplicationDetails
            application={application.data}
            isDeciding={decide.isPending}
            onDecide={onDecide}
          />
        )}
      </Stack>
    </AuthLayout>
  );
}

function ApplicationDetails({
  application: a,
  isDeciding,
  onDecide,
}: {
  application: TSignUpApplication;
  isDeciding: boolean;
  onDecide: (decision: 'approve' | 'decline') => void;
}) {
  const rows: [string, string][] = [
    [T.name, `${a.first_name} ${a.last_name}`],
    [T.email, a.email],
    [T.phone, a.phone],
    [T.partner, a.partner_name],
    [T.subscription, a.subscription_plan_name],
    [T.received, formatListDateTime(a.created) ?? ''],
    [T.linkValidUntil, formatListDateTime(a.review_expires_at) ?? ''],
  ];
  const status = STATUS_TEXT[a.status];
  return (
    <Stack gap="md" data-testid="sign-up-application">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Alert color={status.color} variant="light" role="status" title={T.status}>
        {status.text}
      </Alert>
      {a.status === 'pending' && (
        <Group justify="flex-end">
          <Button variant="default" color="red" loading={isDeciding} onClick={() => onDecide('decline')}>
            {T.decline}
          </Button>
          <Button loading={isDeciding} onClick={() => onDecide('approve')}>
            {T.approve}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
