import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { notify } from '../../../lib/notify';
import { usePurchaseTiers, useSavePurchaseTiers } from '../api/purchase-preference';
import { tierErrors, type TierDraft, type TierErrors } from './settings-rules';
import { SETTINGS_TEXTS as S } from './settings-texts';

const P = S.tiers;
const MAX_TIERS = 20;

/**
 * Token purchase options (part 2 §4, §9): the tiers in view mode; Edit turns them into inputs and Save
 * persists only from edit mode. The server answers the defaults of §9 until the partner saves its own.
 */
export function TokenTiersPanel({ partnerId, isAdmin }: { partnerId: number; isAdmin: boolean }) {
  const query = usePurchaseTiers(partnerId);
  const save = useSavePurchaseTiers(partnerId);
  const [drafts, setDrafts] = useState<TierDraft[] | null>(null);
  const [errors, setErrors] = useState<TierErrors>({});
  const isEditing = drafts !== null;

  useEffect(() => {
    if (query.isError) notify.error(P.loadFailed);
  }, [query.isError]);

  if (query.isPending) return <Skeleton h={120} />;
  if (query.isError)
    return (
      <Text size="sm" c="red">
        {P.loadFailed}
      </Text>
    );
  const tiers = query.data;

  const edit = () => setDrafts(tiers.map((t) => ({ price: t.price, minutes: t.duration_in_minutes })));
  const change = (i: number, patch: Partial<TierDraft>) =>
    setDrafts((d) => d && d.map((t, j) => (j === i ? { ...t, ...patch } : t)));

  const submit = async () => {
    if (!drafts) return; // Save persists only in edit mode
    const found = tierErrors(drafts);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync(
        drafts.map((t) => ({ price: t.price.trim(), duration_in_minutes: t.minutes as number })),
      );
      notify.success(P.saved);
      setDrafts(null);
    } catch {
      notify.error(P.saveFailed);
    }
  };

  return (
    <Stack gap="sm">
      <Table aria-label={P.heading} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{P.price}</Table.Th>
            <Table.Th>{isEditing ? P.duration : P.shown}</Table.Th>
            {isEditing && <Table.Th aria-hidden />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!isEditing &&
            tiers.map((t, i) => (
              <Table.Tr key={i}>
                <Table.Td>{t.price}</Table.Td>
                <Table.Td>{t.display_duration}</Table.Td>
              </Table.Tr>
            ))}
          {drafts?.map((t, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                <TextInput
                  aria-label={`${P.price} ${i + 1}`}
                  value={t.price}
                  onChange={(e) => change(i, { price: e.currentTarget.value })}
                  error={errors[`${i}.price`]}
                  maxLength={40}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`${P.duration} ${i + 1}`}
                  value={t.minutes}
                  min={1}
                  step={1}
                  allowDecimal={false}
                  onChange={(v) => change(i, { minutes: typeof v === 'number' ? v : '' })}
                  error={errors[`${i}.minutes`]}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={P.remove(i + 1)}
                  onClick={() => setDrafts((d) => d && d.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {(isEditing ? drafts.length : tiers.length) === 0 && (
        <Text size="sm" c="dimmed">
          {P.empty}
        </Text>
      )}
      {isAdmin && (
        <Group justify="space-between">
          {isEditing ? (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={drafts.length >= MAX_TIERS}
              onClick={() => setDrafts((d) => d && [...d, { price: '', minutes: '' }])}
            >
              {P.add}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            {isEditing && (
              <Button
                variant="default"
                onClick={() => {
                  setDrafts(null);
                  setErrors({});
                }}
                disabled={save.isPending}
              >
                {S.cancel}
              </Button>
            )}
            {isEditing ? (
              <Button onClick={() => void submit()} loading={save.isPending}>
                {S.save}
              </Button>
            ) : (
              <Button variant="light" onClick={edit}>
                {S.edit}
              </Button>
            )}
          </Group>
        </Group>
      )}
    </Stack>
  );
}
