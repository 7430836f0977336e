import { Group, Text } from '@mantine/core';
import { IconWorldOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { MAP_TEXTS as T } from './texts';

export type TileStatus = 'loading' | 'loaded' | 'failed';

/**
 * Whether the map's background can be drawn. Without internet (a LAN deployment) every tile fails and the
 * map would stay grey with no word why; the last tile event wins, so a connection that comes back clears it.
 */
export function useTileStatus() {
  const [status, setStatus] = useState<TileStatus>('loading');
  // Stable handlers: react-leaflet rebinds them on the layer whenever the object changes.
  const eventHandlers = useMemo(
    () => ({ tileerror: () => setStatus('failed'), tileload: () => setStatus('loaded') }),
    [],
  );
  return { status, eventHandlers };
}

/**
 * Shown under the map, not instead of it: markers and clusters stay usable. Not over it either: laid over
 * the map's top it hid the first lines of a cluster's popup (issue 29 §6).
 */
export function TilesUnavailableNotice() {
  return (
    <Group role="status" gap={8} wrap="nowrap" mt={6}>
      <IconWorldOff size={18} aria-hidden color="var(--mantine-color-orange-8)" style={{ flexShrink: 0 }} />
      <Text size="sm" c="dimmed">
        {T.tilesUnavailable}
      </Text>
    </Group>
  );
}
