import { useCallback, useState, type UIEvent } from 'react';
import { Badge, Box, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { getAuthState } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { rememberTermsAccepted } from '../../../lib/terms-record';
import { useAcceptTerms } from '../api/accept-terms';
import { AUTH_TEXTS } from '../texts';
import { TERMS_META } from './terms-agreement';
import { TermsText } from './terms-text';
import { isScrolledToBottom } from './terms-scroll';

const T = AUTH_TEXTS.terms;

type TermsModalProps = {
  opened: boolean;
  /** Called once the acceptance is recorded (server and browser); receives the accepted version. */
  onAccepted: (version: string) => void;
  onDecline: () => void;
};

/** The Master Subscription Agreement shown after the OTP until the partner accepts version 1.0. */
export function TermsModal({ opened, onAccepted, onDecline }: TermsModalProps) {
  const [hasReachedEnd, setHasReachedEnd] = useState(false);
  const [isChecked, setIsChecked] = useState(false);
  const acceptTerms = useAcceptTerms();
  const isPhone = useMediaQuery('(max-width: 36em)');

  const check = useCallback((el: HTMLElement) => {
    if (isScrolledToBottom(el)) setHasReachedEnd(true);
  }, []);
  // A very tall screen may show the whole text without scrolling (jsdom reports no layout: height 0).
  const measure = useCallback(
    (el: HTMLDivElement | null) => {
      if (el && el.scrollHeight > 0) check(el);
    },
    [check],
  );

  const agree = async () => {
    const { user } = getAuthState();
    if (!user) {
      notify.error(T.userMissing);
      return;
    }
    try {
      const result = await acceptTerms.mutateAsync();
      rememberTermsAccepted(user.id);
      notify.success(T.agreed);
      onAccepted(result.version);
    } catch {
      notify.error(T.acceptFailed);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      size="xl"
      fullScreen={isPhone}
      centered
      radius="lg"
      padding="lg"
      // Mantine's own title names the dialog (its content ignores an aria-labelledby of ours).
      title={TERMS_META.title}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
    >
      <Stack gap="md">
        <div>
          <Group gap="xs">
            <Badge variant="light">Version {TERMS_META.version}</Badge>
            <Text size="sm" c="dimmed">
              Effective {TERMS_META.effectiveDate}
            </Text>
          </Group>
        </div>
        <Box
          ref={measure}
          onScroll={(e: UIEvent<HTMLDivElement>) => check(e.currentTarget)}
          data-testid="terms-text"
          tabIndex={0}
          h={isPhone ? 'calc(100dvh - 260px)' : '52vh'}
          p="md"
          style={{
            overflowY: 'auto',
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-color-gray-0)',
          }}
        >
          <TermsText />
        </Box>
        <Checkbox
          label={T.checkbox}
          checked={isChecked}
          disabled={!hasReachedEnd}
          onChange={(e) => setIsChecked(e.currentTarget.checked)}
          description={hasReachedEnd ? undefined : T.scrollHint}
        />
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={onDecline} disabled={acceptTerms.isPending}>
            {T.decline}
          </Button>
          <Button onClick={agree} disabled={!isChecked} loading={acceptTerms.isPending}>
            {T.continue}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
