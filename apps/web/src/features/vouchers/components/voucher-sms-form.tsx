import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useSendVoucherSms } from '../api/send-voucher-sms';
import { VOUCHERS_TEXTS } from '../texts';

const S = VOUCHERS_TEXTS.voucherSms;

/** 'Send by SMS' in the voucher details: a phone number and the button; the server checks the number. */
export function VoucherSmsForm({ code }: { code: string }) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendVoucherSms();

  const submit = async () => {
    setError(null);
    try {
      await send.mutateAsync({ code, phone: phone.trim() });
      notify.success(S.sent(phone.trim()));
      setPhone('');
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.fieldErrors?.phone?.[0] : undefined;
      if (fieldError) setError(fieldError);
      else notify.error(failure instanceof ApiError && failure.detail ? failure.detail : S.failed);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-start" mt="md" wrap="nowrap">
        <TextInput
          label={S.phone}
          placeholder={S.placeholder}
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={error}
          required
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          mt={25}
          leftSection={<IconMessage size={16} />}
          loading={send.isPending}
          disabled={phone.trim() === ''}
        >
          {S.send}
        </Button>
      </Group>
    </form>
  );
}
