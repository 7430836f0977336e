import { Button } from '@mantine/core';
import { USERS_TEXTS } from '../texts';
import { HoverTooltip } from '../../../components/hover-tooltip';

const T = USERS_TEXTS.list;

/**
 * The selection bar's 'unassign SME router' and 'unassign Partner router' (part 1 §2). Users hold no
 * routers, so the buttons cannot act on the selected users: they stay visible, disabled, and say where
 * routers are unassigned (decision 033). `data-disabled` keeps the tooltip working on a disabled button.
 */
export function RouterUnassignButtons() {
  return (
    <>
      {[T.unassignSmeRouter, T.unassignPartnerRouter].map((label) => (
        <HoverTooltip key={label} label={T.routerButtonsHint} multiline w={260} withArrow>
          <Button
            size="xs"
            variant="light"
            data-disabled
            aria-disabled
            aria-description={T.routerButtonsHint}
            onClick={(event) => event.preventDefault()}
          >
            {label}
          </Button>
        </HoverTooltip>
      ))}
    </>
  );
}
