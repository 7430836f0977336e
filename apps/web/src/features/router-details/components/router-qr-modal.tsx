import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { createPortal } from 'react-dom';
import { ROUTER_DETAILS_TEXTS as T } from '../texts';
import { QR_PRINT_CLASS, QR_PRINT_CSS } from './router-qr-print-css';

type RouterQrModalProps = { serial: string; opened: boolean; onClose: () => void };

const QR_SIZE = 220;

/**
 * Only the QR code and the serial go to paper: they are rendered a second time in a print-only container
 * directly under <body>, and the print stylesheet hides every other child of <body> (the app, the modal).
 */
function QrPrintArea({ serial }: { serial: string }) {
  return (
    <>
      {/* React hoists this into <head> (and removes it with the modal). */}
      <style href="ared-qr-print" precedence="default">
        {QR_PRINT_CSS}
      </style>
      {createPortal(
        <div className={QR_PRINT_CLASS} data-testid="qr-print-area">
          <QRCodeSVG value={serial} size={QR_SIZE} marginSize={2} />
          <div>{serial}</div>
        </div>,
        document.body,
      )}
    </>
  );
}

/** 'Get QR Code': the serial as a QR code and as text, and a Print button. */
export function RouterQrModal({ serial, opened, onClose }: RouterQrModalProps) {
  return (
    <>
      <Modal opened={opened} onClose={onClose} title={T.qrTitle} centered radius="lg">
        <Stack align="center" gap="sm" py="sm">
          <QRCodeSVG
            value={serial}
            size={QR_SIZE}
            marginSize={2}
            role="img"
            aria-label={T.qrLabel(serial)}
            data-testid="router-qr-code"
          />
          <Text fw={700} size="lg" ff="monospace" data-testid="router-qr-serial">
            {serial}
          </Text>
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {T.close}
          </Button>
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {T.print}
          </Button>
        </Group>
      </Modal>
      {opened && <QrPrintArea serial={serial} />}
    </>
  );
}
