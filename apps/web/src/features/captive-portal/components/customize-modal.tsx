import { useEffect, useMemo, useState } from 'react';
import { Button, ColorInput, FileInput, Grid, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { PORTAL_MESSAGE_MAX, PORTAL_NAME_MAX } from '@ared/contract/portal-texts';
import { HEX_COLOR, PORTAL_PLACEHOLDER_MESSAGE, type TCaptivePortal } from '@ared/contract/captive-portal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormActions } from '../../../components/form-actions';
import { applyFieldErrors, serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { PORTALS_KEY } from '../api/portal-keys';
import { type PortalInput, resetPortal, savePortal } from '../api/save-portal';
import { PORTAL_PAGE_TEXTS as T } from '../texts';
import { PortalPreview } from './portal-preview';

const M = T.modal;
const LOGO_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

const valuesOf = (p: TCaptivePortal): PortalInput => ({
  name: p.name,
  primary_message: p.primary_message,
  background_color: p.background_color,
  show_connect_message: p.show_connect_message,
  logo: null,
});

/** The picked file's address while the dialog is open, released after. */
function usePickedLogoUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

function CustomizeForm({ portal, onClose }: { portal: TCaptivePortal; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [isSaving, setSaving] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const form = useForm<PortalInput>({
    mode: 'controlled',
    initialValues: valuesOf(portal),
    validate: {
      name: (v) => (!v.trim() ? T.nameRequired : v.trim().length > PORTAL_NAME_MAX ? T.nameTooLong : null),
      primary_message: (v) => (v.trim().length > PORTAL_MESSAGE_MAX ? T.messageTooLong : null),
      background_color: (v) => (HEX_COLOR.test(v) ? null : T.badColor),
    },
  });
  const pickedLogo = usePickedLogoUrl(form.values.logo);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PORTALS_KEY });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await savePortal(portal.id, values);
      notify.success(T.saved);
      await refresh();
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, ['name', 'primary_message', 'background_color', 'logo']);
      notify.error(serverMessage(error) ?? T.saveFailed);
    } finally {
      setSaving(false);
    }
  });

  const reset = async () => {
    setSaving(true);
    try {
      const fresh = await resetPortal(portal.id);
      form.setValues(valuesOf(fresh));
      notify.success(T.resetDone);
      await refresh();
      setConfirming(false);
      onClose();
    } catch (error) {
      notify.error(serverMessage(error) ?? T.resetFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label={M.name}
                maxLength={PORTAL_NAME_MAX}
                withAsterisk
                {...form.getInputProps('name')}
              />
              <TextInput
                label={M.message}
                placeholder={PORTAL_PLACEHOLDER_MESSAGE}
                maxLength={PORTAL_MESSAGE_MAX}
                {...form.getInputProps('primary_message')}
              />
              <ColorInput label={M.color} format="hex" {...form.getInputProps('background_color')} />
              <FileInput
                label={M.logo}
                placeholder={M.logoPlaceholder}
                accept={LOGO_ACCEPT}
                clearable
                clearButtonProps={{ 'aria-label': M.clearLogo }}
                {...form.getInputProps('logo')}
              />
              <Switch
                label={M.showConnect}
                {...form.getInputProps('show_connect_message', { type: 'checkbox' })}
              />
              <Button variant="subtle" color="red" onClick={() => setConfirming(true)} disabled={isSaving}>
                {T.reset}
              </Button>
              <FormActions
                cancelLabel={M.cancel}
                submitLabel={M.save}
                onCancel={onClose}
                isSubmitting={isSaving}
              />
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PortalPreview
            name={form.values.name}
            message={form.values.primary_message}
            color={form.values.background_color}
            logoUrl={pickedLogo ?? portal.logo}
          />
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={isConfirming}
        title={T.confirmReset.title}
        message={T.confirmReset.message}
        confirmLabel={T.confirmReset.confirm}
        cancelLabel={T.confirmReset.cancel}
        isDanger
        isLoading={isSaving}
        onConfirm={() => void reset()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** Customize (part 2 §2, §5): name, message, colour, logo, Save and 'Reset the Changes', with a live preview. */
export function CustomizeModal({ portal, onClose }: { portal: TCaptivePortal | null; onClose: () => void }) {
  return (
    <Modal opened={portal !== null} onClose={onClose} title={M.title} centered radius="lg" size="xl">
      {portal && <CustomizeForm portal={portal} onClose={onClose} />}
    </Modal>
  );
}
