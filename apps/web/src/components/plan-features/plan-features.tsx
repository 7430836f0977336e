import { Badge, Group } from '@mantine/core';
import { SME_PLANS, formatStorageBytes, smePlanOf } from '@ared/contract/sme-plans';
import { PLAN_FEATURE_TEXTS, PLAN_TEXTS } from './plan-features-texts';

/**
 * A plan's features as badges, from the contract's one definition (decision 069): the offline files with
 * the plan's storage, and what is not built yet marked 'coming soon'.
 */
export function PlanFeatures({ plan }: { plan: string }) {
  const name = smePlanOf(plan);
  const { features, comingSoon, storageBytes } = SME_PLANS[name];
  return (
    <Group gap={6} role="list" aria-label={PLAN_TEXTS.listLabel(name)}>
      {features.map((feature) => {
        const isComingSoon = comingSoon.includes(feature);
        const label =
          feature === 'offline_files'
            ? PLAN_TEXTS.storage(formatStorageBytes(storageBytes))
            : PLAN_FEATURE_TEXTS[feature];
        return (
          <Badge
            key={feature}
            role="listitem"
            variant={isComingSoon ? 'outline' : 'light'}
            color={isComingSoon ? 'gray' : 'teal'}
            tt="none"
            // The whole name on a phone's narrow column: the badge grows a line rather than cutting it.
            h="auto"
            py={2}
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          >
            {isComingSoon ? `${label} (${PLAN_TEXTS.comingSoon})` : label}
          </Badge>
        );
      })}
    </Group>
  );
}
