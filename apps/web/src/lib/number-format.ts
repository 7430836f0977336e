/**
 * A number format made on its first use. Made at a module's top level, a format (the browser's locale data
 * set up for it, ~13 ms on this machine's CPU, four times that on a slow phone) ran in the evaluation of
 * every chunk that carries it, whether the page used it or not: the router list paid for the Hash Hub tab's
 * formats on every load (issue 29 §7).
 */
export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Pick<Intl.NumberFormat, 'format'> {
  let made: Intl.NumberFormat | undefined;
  return { format: (value) => (made ??= new Intl.NumberFormat(locale, options)).format(value) };
}
