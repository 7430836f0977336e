import { useEffect, useState } from 'react';
import { Tooltip, type TooltipProps } from '@mantine/core';

/**
 * Mantine's Tooltip beside its element (`target`), in a chunk of its own: Tooltip brings floating-ui, which
 * no page needs before a user hovers something (decision 089). It opens once attached: the Tooltip sets its
 * reference element in an effect, so opened from its first render it would be drawn at the page's corner
 * and moved; opened a render later it is placed by its element from its first frame.
 */
export default function HoverTooltipPart({ opened, ...tooltip }: TooltipProps & { target: HTMLElement }) {
  const [isAttached, setAttached] = useState(false);
  useEffect(() => setAttached(true), []);
  return <Tooltip {...tooltip} opened={Boolean(opened) && isAttached} />;
}
