// Retention in words (issue 32): what pages say in place of a file or answers that the retention policy removed, and
// the dates of the policy, in Sydney time, as people read them ('3 March 2027'). Shared by the server (refusals of a
// removed file, the back office's order) and the web app.

const LONG_DATE = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', day: 'numeric', month: 'long', year: 'numeric' });

/** '3 March 2027': a day in Sydney, the month in words. */
export const longDate = (at: Date): string => LONG_DATE.format(at);

/** What a page shows instead of a link to something the retention policy deleted. */
export const retentionNotice = (deletedAt: Date): string => `Deleted on ${longDate(deletedAt)} under the retention policy`;

/** The default period (RETENTION_MONTHS). */
export const DEFAULT_RETENTION_MONTHS = 12;
