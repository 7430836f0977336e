import { Group, Text } from '@mantine/core';

export const BRAND = { name: 'ARED', subtitle: 'Partner Dashboard' } as const;

export function BrandLogo({ isInverted = false }: { isInverted?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <svg width="34" height="34" viewBox="0 0 32 32" aria-hidden>
        <rect
          width="32"
          height="32"
          rx="8"
          fill={isInverted ? 'rgba(255,255,255,0.18)' : 'var(--mantine-color-brand-6)'}
        />
        <path
          d="M8 21a11 11 0 0 1 16 0M11.5 17.5a6 6 0 0 1 9 0"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
        <circle cx="16" cy="23.5" r="2" fill="#fff" />
      </svg>
      <div style={{ lineHeight: 1.1 }}>
        <Text fw={800} size="lg" lh={1.1} c={isInverted ? 'white' : undefined}>
          {BRAND.name}
        </Text>
        <Text size="xs" c={isInverted ? 'rgba(255,255,255,0.8)' : 'dimmed'} lh={1.1}>
          {BRAND.subtitle}
        </Text>
      </div>
    </Group>
  );
}
