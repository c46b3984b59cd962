// How the console writes what the server sends: dates as the portal shows them (portal §5: the first 10 characters,
// '-' before 2020 or when unset), and a time where an operator needs it (history, delays).

/** 'YYYY-MM-DD', or '-' when unset or before 2020 (portal §5 "Dates before year 2020 are shown as '-'"). */
export function dateText(value: string | null | undefined): string {
  if (!value || value.slice(0, 4) < '2020') return '-';
  return value.slice(0, 10);
}

/** 'YYYY-MM-DD HH:mm' (portal §3 "shown YYYY-MM-DD HH:mm"), or '-'. */
export function dateTimeText(value: string | null | undefined): string {
  if (!value || value.slice(0, 4) < '2020') return '-';
  return value.replace('T', ' ').slice(0, 16);
}
