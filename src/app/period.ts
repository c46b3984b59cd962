// The default period of the report, history and invoice searches (portal §9): the first day of the current month to
// today, as YYYY-MM-DD days of the device's calendar.

const dayText = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function currentMonthSoFar(today = new Date()): { from: string; to: string } {
  return { from: dayText(new Date(today.getFullYear(), today.getMonth(), 1)), to: dayText(today) };
}
