import { Group, Paper, Text } from '@mantine/core';
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

/** Shown over the map, not instead of it: markers and clusters stay usable below. */
export function TilesUnavailableNotice() {
  return (
    <Paper
      role="status"
      withBorder
      shadow="sm"
      px="sm"
      py={6}
      pos="absolute"
      top={10}
      left="50%"
      maw="calc(100% - 120px)"
      style={{ transform: 'translateX(-50%)', zIndex: 1, pointerEvents: 'none' }}
    >
      <Group gap={8} wrap="nowrap">
        <IconWorldOff size={18} aria-hidden color="var(--mantine-color-orange-8)" style={{ flexShrink: 0 }} />
        <Text size="sm">{T.tilesUnavailable}</Text>
      </Group>
    </Paper>
  );
}
