import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header';
import { PlaceholderCard } from '../../../components/placeholder-card';
import { useAuthStore } from '../../../lib/auth-store';
import { useHeaderDate } from '../../../lib/use-header-date';
import { MenuUploadModal } from '../components/menu-upload-modal';
import { MenusTable } from '../components/menus-table';
import { SHIRIKI_TEXTS as T } from '../texts';

/**
 * /shiriki-add-on (part 2 §2): today's date; Add Menu and the menu list only when the partner's food and
 * drink menu feature is on (§6). The add-on card grid is a later issue's: a labelled placeholder here.
 */
export function ShirikiAddOnPage() {
  const today = useHeaderDate();
  const partnerId = useAuthStore((s) => s.partnerId);
  const hasMenus = useAuthStore((s) => s.user?.partner?.has_food_drink_menu_feature_enabled === true);
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
      <Stack gap="xl">
        <PlaceholderCard
          title={T.addOns.heading}
          body={T.addOns.body}
          size="tab"
          testId="add-ons-placeholder"
        />
        {hasMenus && partnerId !== null && <MenusTable partnerId={partnerId} />}
      </Stack>
      <MenuUploadModal opened={isUploadOpen} onClose={uploadModal.close} />
    </>
  );
}
