import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { MenusTable } from '../components/menus-table';
import { SHIRIKI_TEXTS as T } from '../texts';
import { MenuUploadDialog } from '../components/menu-upload-dialog';

/** The food and drink menu popup: upload and the list with delete, only while the add-on is on (§6). */
export function MenuPanel({ isActive, partnerId }: { isActive: boolean; partnerId: number }) {
  const [isUploadOpen, upload] = useDisclosure(false);
  if (!isActive)
    return (
      <Text size="sm" c="dimmed">
        {T.menus.inactive}
      </Text>
    );
  return (
    <>
      <Group justify="flex-end">
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={upload.open}>
          {T.addMenu}
        </Button>
      </Group>
      <MenusTable partnerId={partnerId} />
      <MenuUploadDialog opened={isUploadOpen} onClose={upload.close} />
    </>
  );
}
