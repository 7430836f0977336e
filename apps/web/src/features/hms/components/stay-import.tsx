import { useState } from 'react';
import { Alert, Button, Card, FileButton, Group, List, Stack, Text } from '@mantine/core';
import {
  HOTEL_STAY_CSV_COLUMNS,
  HOTEL_STAY_CSV_MAX_BYTES,
  HOTEL_STAY_TEXTS as T,
} from '@ared/contract/hotel-stay-texts';
import { PartnerRealmSelect } from '../../../entities/realm/ui/partner-realm-select';
import { ApiError, serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { downloadStayTemplate, useImportStays } from '../api/hotel-stays';

/** A file's bad rows as the server reports them (`line N`), in line order. */
export const rowProblems = (error: unknown): { where: string; messages: string[] }[] => {
  if (!(error instanceof ApiError) || !error.fieldErrors) return [];
  return Object.entries(error.fieldErrors)
    .filter(([key]) => key !== 'non_field_errors')
    .map(([where, messages]) => ({ where, messages }))
    .sort((a, b) => (Number(a.where.replace(/\D/g, '')) || 0) - (Number(b.where.replace(/\D/g, '')) || 0));
};

/** Import CSV: a realm, a file, the per-row report when it is refused (nothing is stored then). */
export function StayImport() {
  const [realm, setRealm] = useState<string | null>(null);
  const [report, setReport] = useState<{ summary: string; rows: ReturnType<typeof rowProblems> } | null>(
    null,
  );
  const importStays = useImportStays();

  const send = async (file: File | null) => {
    if (!file || !realm) return;
    setReport(null);
    if (file.size > HOTEL_STAY_CSV_MAX_BYTES) {
      setReport({ summary: T.fileTooBig, rows: [] });
      return;
    }
    try {
      const result = await importStays.mutateAsync({ realm: Number(realm), csv: await file.text() });
      notify.success(T.imported(result.imported, result.skipped));
    } catch (error) {
      setReport({ summary: serverMessage(error) ?? T.badDateTime, rows: rowProblems(error) });
    }
  };

  return (
    <Card padding="lg" data-testid="stay-import">
      <Stack gap="sm">
        <Text fw={600}>{T.importCsv}</Text>
        <Text size="sm" c="dimmed">
          Columns: {HOTEL_STAY_CSV_COLUMNS.join(', ')}. Times as YYYY-MM-DD HH:mm, your time zone. A file with
          an error is not imported at all.
        </Text>
        <Group align="flex-end" wrap="wrap">
          <div style={{ minWidth: 240 }}>
            <PartnerRealmSelect
              label={T.realm}
              placeholder={T.realm}
              nothingFoundMessage="No realm found"
              isRequired
              value={realm}
              onChange={setRealm}
            />
          </div>
          <FileButton onChange={(file) => void send(file)} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} disabled={!realm} loading={importStays.isPending}>
                {T.importCsv}
              </Button>
            )}
          </FileButton>
          <Button variant="default" onClick={() => void downloadStayTemplate()}>
            {T.downloadTemplate}
          </Button>
        </Group>
        {report && (
          <Alert color="red" variant="light" title={report.summary} data-testid="stay-import-report">
            <List size="sm">
              {report.rows.map((row) => (
                <List.Item key={row.where}>
                  <strong>{row.where}</strong>: {row.messages.join(' ')}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
