import { randomInt } from 'node:crypto';
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH } from '@ared/contract/vouchers';

/**
 * One voucher code: each character drawn on its own from the operating system's CSPRNG (`randomInt` is
 * unbiased over the alphabet), so no code says anything about another (decision 022).
 */
export function drawVoucherCode(): string {
  let code = '';
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i += 1)
    code += VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)];
  return code;
}

/** `count` codes, distinct from each other and from every code in `taken`. */
export function drawVoucherCodes(count: number, taken: ReadonlySet<string> = new Set()): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    const code = drawVoucherCode();
    if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}
