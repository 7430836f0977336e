/** Class of the print-only container: a direct child of <body> holding the QR code and the serial. */
export const QR_PRINT_CLASS = 'ared-qr-print';

/**
 * On screen the container is hidden; on paper every other child of <body> (the app, the modal) is.
 * Kept as text so it can be inserted only while the QR modal is open, and checked by a test.
 */
export const QR_PRINT_CSS = `
.${QR_PRINT_CLASS} { display: none; }
@media print {
  body { background: #fff !important; }
  body > :not(.${QR_PRINT_CLASS}) { display: none !important; }
  .${QR_PRINT_CLASS} {
    display: flex !important;
    flex-direction: column;
    align-items: center;
    gap: 6mm;
    padding-top: 25mm;
    font: 600 16pt/1.2 system-ui, sans-serif;
    color: #000;
  }
}
`;
