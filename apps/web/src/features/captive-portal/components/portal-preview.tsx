import { useState } from 'react';
import { Box, Button, Image, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { PORTAL_DEFAULTS, PORTAL_PLACEHOLDER_MESSAGE, readableTextOn } from '@ared/contract/captive-portal';
import { PORTAL_PAGE_TEXTS as T } from '../texts';

export type PreviewFrame = 'phone' | 'tablet' | 'monitor';

/** Each frame's screen size in the preview, in px: the proportions of the device, small enough for a modal. */
const FRAMES: Record<PreviewFrame, { width: number; height: number; radius: number; bezel: number }> = {
  phone: { width: 200, height: 380, radius: 28, bezel: 10 },
  tablet: { width: 300, height: 380, radius: 20, bezel: 14 },
  monitor: { width: 380, height: 240, radius: 6, bezel: 8 },
};

type Props = { name: string; message: string; color: string; logoUrl: string | null };

/** The guest's landing page as it will look (part 2 §2): 'Welcome to' + name, the message, Get Started. */
export function PortalPreview({ name, message, color, logoUrl }: Props) {
  const [frame, setFrame] = useState<PreviewFrame>('phone');
  const size = FRAMES[frame];
  const ink = readableTextOn(color);
  return (
    <Stack gap="sm" align="center" aria-label={T.preview.label}>
      <SegmentedControl
        size="xs"
        value={frame}
        onChange={(v) => setFrame(v as PreviewFrame)}
        data={(['phone', 'tablet', 'monitor'] as const).map((f) => ({ value: f, label: T.preview[f] }))}
      />
      <Box
        data-testid={`preview-${frame}`}
        style={{
          width: size.width + size.bezel * 2,
          maxWidth: '100%',
          padding: size.bezel,
          borderRadius: size.radius,
          background: '#1f2330',
        }}
      >
        <Stack
          align="center"
          justify="center"
          gap="xs"
          p="md"
          style={{ height: size.height, borderRadius: size.radius / 2, background: color, color: ink }}
        >
          {logoUrl && <Image src={logoUrl} alt="" h={48} w="auto" fit="contain" />}
          <Text size="sm" c="inherit">
            {T.welcome}
          </Text>
          <Title order={3} c="inherit" ta="center" style={{ overflowWrap: 'anywhere' }}>
            {name.trim() || PORTAL_DEFAULTS.name}
          </Title>
          <Text size="sm" c="inherit" ta="center" style={{ overflowWrap: 'anywhere' }}>
            {message.trim() || PORTAL_PLACEHOLDER_MESSAGE}
          </Text>
          <Button size="xs" radius="xl" variant="white" color="dark" tabIndex={-1}>
            {T.getStarted}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
