// The payment section's bank account checks, as plain functions and patterns without zod.

/** A UK sort code: 6 digits, in pairs optionally joined by dashes (12-34-56 or 123456). */
export const SORT_CODE = /^\d{2}-?\d{2}-?\d{2}$/;

/** ISO 13616 IBAN: country, check digits, up to 30 letters or digits, mod-97 remainder 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
