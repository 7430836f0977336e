import { Badge } from '@mantine/core';
import { SURVEYS_TEXTS as T } from '../texts';

/** Enabled or Disabled from the survey's `active` (part 2 §4). */
export function SurveyStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge variant="light" color={isActive ? 'brand' : 'gray'}>
      {isActive ? T.enabled : T.disabled}
    </Badge>
  );
}
