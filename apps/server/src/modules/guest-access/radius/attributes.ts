import { type RawAttribute, firstAttribute } from './packet-shape';

/** The attribute numbers this server reads (RFC 2865, 2866, 2869). */
export const ATTR = {
  userName: 1,
  userPassword: 2,
  chapPassword: 3,
  framedIpAddress: 8,
  callingStationId: 31,
  nasIdentifier: 32,
  acctStatusType: 40,
  acctInputOctets: 42,
  acctOutputOctets: 43,
  acctSessionId: 44,
  acctSessionTime: 46,
  acctTerminateCause: 49,
  acctInputGigawords: 52,
  acctOutputGigawords: 53,
  chapChallenge: 60,
} as const;

export const textOf = (attributes: RawAttribute[], type: number): string | null => {
  const value = firstAttribute(attributes, type);
  return value ? value.toString('utf8') : null;
};

export const integerOf = (attributes: RawAttribute[], type: number): number | null => {
  const value = firstAttribute(attributes, type);
  return value ? value.readUInt32BE(0) : null;
};

export const ipv4Of = (attributes: RawAttribute[], type: number): string | null => {
  const value = firstAttribute(attributes, type);
  // Four octets (the packet's shape is checked first): written directly, not spread into an array.
  return value ? `${value[0]}.${value[1]}.${value[2]}.${value[3]}` : null;
};

/** Octets with their Gigawords (RFC 2869 §5.1): counters past 4 GiB. */
export const octetsOf = (attributes: RawAttribute[], octets: number, gigawords: number): number =>
  (integerOf(attributes, gigawords) ?? 0) * 2 ** 32 + (integerOf(attributes, octets) ?? 0);

/** Acct-Terminate-Cause names (RFC 2866 §5.10, RFC 3580). */
export const TERMINATE_CAUSES: Record<number, string> = {
  1: 'User-Request',
  2: 'Lost-Carrier',
  3: 'Lost-Service',
  4: 'Idle-Timeout',
  5: 'Session-Timeout',
  6: 'Admin-Reset',
  7: 'Admin-Reboot',
  8: 'Port-Error',
  9: 'NAS-Error',
  10: 'NAS-Request',
  11: 'NAS-Reboot',
  12: 'Port-Unneeded',
  13: 'Port-Preempted',
  14: 'Port-Suspended',
  15: 'Service-Unavailable',
  16: 'Callback',
  17: 'User-Error',
  18: 'Host-Request',
  19: 'Supplicant-Restart',
  20: 'Reauthentication-Failure',
};
