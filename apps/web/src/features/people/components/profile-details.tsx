import { Card, SimpleGrid, Text } from '@mantine/core';
import type { TUserDetails } from '@ared/contract/users';
import { DetailField } from '../../../components/detail-field';
import { formatDueDate } from '../../../lib/format';
import { PROFILE_TEXTS as T } from '../texts';
import { KioskOfPerson } from './kiosk-of-person';
import { UserStatusBadge } from '../../../entities/user/user-status-badge';

const F = T.fields;

/** The Profile tab (part 1 §2): name, email, phone, country, role, type, status, date joined, kiosk. */
export function ProfileDetails({ person }: { person: TUserDetails }) {
  const value = (text: string | null) => <Text size="sm">{text || '-'}</Text>;
  return (
    <Card padding="lg" withBorder>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <DetailField label={F.name}>{value(person.full_name)}</DetailField>
        <DetailField label={F.email}>{value(person.email)}</DetailField>
        <DetailField label={F.phone}>{value(person.phone)}</DetailField>
        <DetailField label={F.country}>{value(person.country)}</DetailField>
        <DetailField label={F.role}>{value(person.role)}</DetailField>
        <DetailField label={F.type}>{value(person.user_type)}</DetailField>
        <DetailField label={F.status}>
          <UserStatusBadge status={person.status} />
        </DetailField>
        <DetailField label={F.dateJoined}>{value(formatDueDate(person.date_joined))}</DetailField>
        <DetailField label={F.kiosk}>
          <KioskOfPerson person={person} />
        </DetailField>
      </SimpleGrid>
    </Card>
  );
}
