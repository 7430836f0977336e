import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { useAuthStore } from '../../../lib/auth-store';
import { useHeaderDate } from '../../../lib/use-header-date';
import { partnerSettingsQueryOptions } from '../api/partner-settings';
import { AddOnGrid } from '../components/add-on-grid';
import { SHIRIKI_TEXTS as T } from '../texts';
import { MenuUploadDialog } from '../components/menu-upload-dialog';

/**
 * /shiriki-add-on (part 2 §2): today's date, Add Menu only while the food and drink menu add-on is on (§6),
 * and the add-on cards with their popups. The flag is read from the partner's settings once loaded (they
 * follow a switch at once), from the signed-in user before that.
 */
export function ShirikiAddOnPage() {
  const today = useHeaderDate();
  const partnerId = useAuthStore((s) => s.partnerId);
  const fromUser = useAuthStore((s) => s.user?.partner?.has_food_drink_menu_feature_enabled === true);
  const settings = useQuery({ ...partnerSettingsQueryOptions(partnerId ?? 0), enabled: partnerId !== null });
  const hasMenus = settings.data?.has_food_drink_menu_feature_enabled ?? fromUser;
  const [isUploadOpen, uploadModal] = useDisclosure(false);
  return (
    <>
      <PageHeader
        title={T.title}
        description={
          <Text span data-testid="shiriki-today">
            {today}
          </Text>
        }
        actions={
          hasMenus && (
            <Button leftSection={<IconPlus size={16} />} onClick={uploadModal.open}>
              {T.addMenu}
            </Button>
          )
        }
      />
      {partnerId !== null && <AddOnGrid partnerId={partnerId} />}
      <MenuUploadDialog opened={isUploadOpen} onClose={uploadModal.close} />
    </>
  );
}
