/** Voucher and session states as the Vouchers & Sessions page words them. */
export const STATUS_WORDS: Record<string, string> = {
  active: 'Active',
  used: 'Used',
  expired: 'Expired',
  revoked: 'Revoked',
  connected: 'Connected',
  disconnected: 'Disconnected',
};

export const SESSION_TYPE_WORDS: Record<string, string> = { voucher: 'Voucher', auto: 'Auto' };
