// The report pages (the menu and a report's details) as one chunk: routes.tsx imports both from here, so the reports
// add one split point to the build, and recharts (ReportChart) comes with it and on no other page.
export { ReportsPage } from './ReportsPage';
export { ReportDetailsPage } from './ReportDetailsPage';
