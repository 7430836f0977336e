import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { HOTEL_STAY_TEXTS as T } from '@ared/contract/hotel-stay-texts';
import { GUEST_NAME_MAX, ROOM_NUMBER_MAX, type THotelStay } from '@ared/contract/hotel-stays';
import { PartnerRealmSelect } from '../../../entities/realm/ui/partner-realm-select';
import { applyFieldErrors, serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useCreateStay, useUpdateStay } from '../api/hotel-stays';
import { LOCAL_DATE_TIME_PATTERN, partnerDateTime, typedDateTime } from '../stay-times';

type Values = {
  realm: string | null;
  room_number: string;
  last_name: string;
  first_name: string;
  check_in: string;
  check_out: string;
};

/** The form's own checks, the server's words; the server checks again (and the dates in its zone). */
export const validateStay = (v: Values) => {
  const when = (text: string, label: string) =>
    text.trim() === ''
      ? T.required(label)
      : LOCAL_DATE_TIME_PATTERN.test(typedDateTime(text))
        ? null
        : T.badDateTime;
  const checkIn = when(v.check_in, T.checkIn);
  const checkOut = when(v.check_out, T.checkOut);
  return {
    realm: v.realm ? null : T.required(T.realm),
    room_number: v.room_number.trim() ? null : T.required(T.roomNumber),
    last_name: v.last_name.trim() ? null : T.required(T.lastName),
    check_in: checkIn,
    check_out:
      checkOut ??
      (checkIn === null && typedDateTime(v.check_out) <= typedDateTime(v.check_in)
        ? T.checkOutBeforeCheckIn
        : null),
  };
};

/** Add stay / Edit stay: times as the partner's wall clock, 'YYYY-MM-DD HH:mm' (a datetime input). */
export function StayFormModal({
  stay,
  offsetMinutes,
  onClose,
}: {
  /** The stay to edit; undefined to add one. */
  stay: THotelStay | undefined;
  offsetMinutes: number;
  onClose: () => void;
}) {
  const create = useCreateStay();
  const update = useUpdateStay();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: stay
      ? {
          realm: String(stay.realm),
          room_number: stay.room_number,
          last_name: stay.last_name,
          first_name: stay.first_name ?? '',
          check_in: partnerDateTime(stay.check_in, offsetMinutes).replace(' ', 'T'),
          check_out: partnerDateTime(stay.check_out, offsetMinutes).replace(' ', 'T'),
        }
      : { realm: null, room_number: '', last_name: '', first_name: '', check_in: '', check_out: '' },
    validate: validateStay,
  });

  const submit = form.onSubmit(async (v) => {
    const body = {
      room_number: v.room_number.trim(),
      last_name: v.last_name.trim(),
      first_name: v.first_name.trim() || null,
      check_in: typedDateTime(v.check_in),
      check_out: typedDateTime(v.check_out),
    };
    try {
      if (stay) await update.mutateAsync({ id: stay.id, body });
      else await create.mutateAsync({ ...body, realm: Number(v.realm) });
      notify.success(stay ? T.saved : T.added);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, [
        'realm',
        'room_number',
        'last_name',
        'first_name',
        'check_in',
        'check_out',
      ]);
      notify.error(serverMessage(error) ?? T.badDateTime);
    }
  });

  return (
    <Modal opened onClose={onClose} title={stay ? T.editStay : T.addStay} size="lg">
      <form onSubmit={submit} noValidate data-testid="stay-form">
        <Stack gap="md">
          {!stay && (
            <PartnerRealmSelect
              label={T.realm}
              placeholder={T.realm}
              nothingFoundMessage="No realm found"
              isRequired
              value={form.values.realm}
              onChange={(next) => form.setFieldValue('realm', next)}
              error={form.errors.realm}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={T.roomNumber}
              withAsterisk
              maxLength={ROOM_NUMBER_MAX}
              data-autofocus
              {...form.getInputProps('room_number')}
            />
            <TextInput
              label={T.lastName}
              withAsterisk
              maxLength={GUEST_NAME_MAX}
              {...form.getInputProps('last_name')}
            />
            <TextInput label={T.firstName} maxLength={GUEST_NAME_MAX} {...form.getInputProps('first_name')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="datetime-local"
              label={T.checkIn}
              withAsterisk
              {...form.getInputProps('check_in')}
            />
            <TextInput
              type="datetime-local"
              label={T.checkOut}
              withAsterisk
              {...form.getInputProps('check_out')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
