// Dates of the account pages: UserExpiration arrives MM/DD/YYYY (portal §3) and is shown the Australian way; a
// user row's ExpiryDate shows its date part only.

/** '06/30/2031' -> '30/06/2031'; empty means the access does not expire. */
export function expiryShown(usDate: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(usDate.trim());
  if (!match) return usDate.trim() ? usDate : 'No expiry';
  const [, month, day, year] = match;
  return `${day}/${month}/${year}`;
}

/** '2031-06-30 10:00:00' -> '2031-06-30'; '-' when the user does not expire. */
export const expiryDatePart = (dateTime: string): string => dateTime.slice(0, 10) || '-';
