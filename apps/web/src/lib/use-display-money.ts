import type { TConversion } from '@ared/contract/currencies';
import { convertAmount } from '@ared/contract/currency-conversion';
import { usePartnerCurrency } from './api/partner-currency';
import { conversionText, formatMoney } from './money';

export type DisplayMoney = {
  /** The partner's display currency; undefined until the rate table is loaded. */
  displayCurrency: string | undefined;
  /** The amount in the display currency with the server's rates; null until they are loaded. */
  convert: (amount: number, currency: string) => TConversion | null;
  /** 'USD 10.00 ≈ RWF 14,500' (the original alone while the rates load, or when it is the display currency). */
  show: (amount: number, currency: string) => string;
};

/** Money on screens where currencies meet (decision 061): the original, and its value in the display currency. */
export function useDisplayMoney(): DisplayMoney {
  const { data } = usePartnerCurrency();
  const convert = (amount: number, currency: string) =>
    data ? convertAmount(data.rate_table, amount, currency, data.display_currency) : null;
  return {
    displayCurrency: data?.display_currency,
    convert,
    show: (amount, currency) => {
      const c = convert(amount, currency);
      return c ? conversionText(c) : formatMoney(amount, currency);
    },
  };
}
