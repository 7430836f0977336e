/**
 * The structure of a RADIUS packet (RFC 2865 §3, §5), checked before anything reads it: the `radius`
 * package trusts lengths (an attribute running past the packet is cut short without a word), so a
 * truncated or mis-sized packet is refused here and never reaches the decoder or the database.
 */

export const HEADER_LENGTH = 20;
export const MAX_PACKET_LENGTH = 4096;

/** Value lengths (without the 2-byte header) of the attributes whose size the RFCs fix. */
const EXACT_LENGTH: Record<number, number> = {
  3: 17, // CHAP-Password: CHAP ident + 16-byte response
  4: 4, // NAS-IP-Address
  5: 4, // NAS-Port
  6: 4, // Service-Type
  8: 4, // Framed-IP-Address
  27: 4, // Session-Timeout
  40: 4, // Acct-Status-Type
  41: 4, // Acct-Delay-Time
  42: 4, // Acct-Input-Octets
  43: 4, // Acct-Output-Octets
  46: 4, // Acct-Session-Time
  47: 4, // Acct-Input-Packets
  48: 4, // Acct-Output-Packets
  49: 4, // Acct-Terminate-Cause
  52: 4, // Acct-Input-Gigawords
  53: 4, // Acct-Output-Gigawords
  61: 4, // NAS-Port-Type
  80: 16, // Message-Authenticator
  85: 4, // Acct-Interim-Interval
};

/** Text and string attributes we read must hold at least one byte (RFC 2865 §5: length ≥ 3). */
const NON_EMPTY = new Set([1, 31, 32, 44, 60]);

export type RawAttribute = { type: number; value: Buffer };

/**
 * The attributes of a well-formed packet, or null: length field within the datagram (trailing bytes
 * beyond it are padding and ignored, RFC 2865 §3), every attribute inside it and of its type's size,
 * User-Password a multiple of 16 up to 128 bytes, vendor attributes at least a vendor id long.
 */
export function readShape(datagram: Buffer): { length: number; attributes: RawAttribute[] } | null {
  if (datagram.length < HEADER_LENGTH || datagram.length > MAX_PACKET_LENGTH) return null;
  const length = datagram.readUInt16BE(2);
  if (length < HEADER_LENGTH || length > datagram.length) return null;
  const attributes: RawAttribute[] = [];
  let offset = HEADER_LENGTH;
  while (offset < length) {
    if (offset + 2 > length) return null;
    const type = datagram[offset]!;
    const size = datagram[offset + 1]!;
    if (size < 2 || offset + size > length) return null;
    const value = datagram.subarray(offset + 2, offset + size);
    const exact = EXACT_LENGTH[type];
    if (exact !== undefined && value.length !== exact) return null;
    if (NON_EMPTY.has(type) && value.length === 0) return null;
    if (type === 2 && (value.length < 16 || value.length > 128 || value.length % 16 !== 0)) return null;
    if (type === 26 && (value.length < 6 || value[0] !== 0)) return null;
    attributes.push({ type, value });
    offset += size;
  }
  return { length, attributes };
}

export const firstAttribute = (attributes: RawAttribute[], type: number): Buffer | undefined =>
  attributes.find((a) => a.type === type)?.value;

export const countAttribute = (attributes: RawAttribute[], type: number): number =>
  attributes.filter((a) => a.type === type).length;
