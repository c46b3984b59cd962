// Portal §8: what the invoice, report and history pages show when a search or a download fails, or finds nothing.
// Apart from messages.ts (which every page loads with the API client), so only the pages that show them carry them.
export const RESULT_MESSAGES = {
  failed: 'Something went wrong. Please try later.',
  empty: 'No data available.',
} as const;
