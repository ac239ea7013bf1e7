/**
 * What the branch list and the map's info boxes show of a branch (spec 03 §2.12): its address
 * as one line (also the destination of the directions link) and its phone number as a tel:
 * address.
 */
export interface BranchAddress {
  StreetAddress: string;
  City: string;
  State: string;
  Zip: string;
}

/** "175 S Main St, Salt Lake City, UT 84111", leaving out what is empty. */
export function addressLine({ StreetAddress, City, State, Zip }: BranchAddress): string {
  const region = [State, Zip]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [StreetAddress, City, region]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * The tel: address of a phone number as written ("(801) 555-0100" is tel:+18015550100): a
 * 10-digit number is a US one; one written with + keeps its country code. Undefined when the
 * text holds no dialable number.
 */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits.length >= 7 ? `tel:+${digits}` : undefined;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return digits.length >= 3 ? `tel:${digits}` : undefined;
}
