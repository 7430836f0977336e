import { Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import { TICKET_DEPARTMENTS, TICKET_PRIORITIES, ZTicketCreateRequestSchema } from '@ared/contract/tickets';
import { applyFieldErrors, serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useCreateTicket, type TTicketCreateRequest } from '../api/create-ticket';
import { TICKETS_TEXTS } from '../texts';
import { FormActions } from '../../../components/form-actions';

const T = TICKETS_TEXTS.add;

type Values = { subject: string; department: string | null; priority: string | null; message: string };

function AddTicketForm({ onClose }: { onClose: () => void }) {
  const create = useCreateTicket();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { subject: '', department: null, priority: null, message: '' },
    // The contract's request schema: subject, department and priority required (part 2 §5).
    validate: zod4Resolver(ZTicketCreateRequestSchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync(values as TTicketCreateRequest);
      notify.success(TICKETS_TEXTS.submitted);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, ['subject', 'department', 'priority', 'message']);
      notify.error(serverMessage(error) ?? T.failed);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={T.subject}
          placeholder={T.subjectPlaceholder}
          withAsterisk
          maxLength={200}
          data-autofocus
          {...form.getInputProps('subject')}
        />
        <Select
          label={T.department}
          placeholder={T.departmentPlaceholder}
          withAsterisk
          data={TICKET_DEPARTMENTS.map((d) => ({ value: d, label: TICKETS_TEXTS.departments[d] }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('department')}
        />
        <Select
          label={T.priority}
          placeholder={T.priorityPlaceholder}
          withAsterisk
          data={TICKET_PRIORITIES.map((p) => ({ value: p, label: TICKETS_TEXTS.priorities[p] }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('priority')}
        />
        <Textarea
          label={T.message}
          placeholder={T.messagePlaceholder}
          rows={3}
          maxLength={5000}
          {...form.getInputProps('message')}
        />
        <FormActions
          cancelLabel={T.cancel}
          submitLabel={T.submit}
          onCancel={onClose}
          isSubmitting={create.isPending}
        />
      </Stack>
    </form>
  );
}

/** Add Ticket (part 2 §2, §5): subject, department and priority required; a message. */
export function AddTicketModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.title} centered radius="lg">
      {opened && <AddTicketForm onClose={onClose} />}
    </Modal>
  );
}
