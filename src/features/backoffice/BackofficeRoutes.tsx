// The back office's pages under /admin/backoffice/*, loaded as one lazy route: the queue, the order page and the
// invoices come in one chunk (an operator opens them all), and the entry names one set of their files.
import { Route, Routes } from 'react-router-dom';
import { AuditPage } from './AuditPage';
import { InvoicesAdminPage } from './InvoicesAdminPage';
import { OrderPage } from './OrderPage';
import { QueuePage } from './QueuePage';
import { RetentionPage } from './RetentionPage';

export function BackofficeRoutes() {
  return (
    <Routes>
      <Route index element={<QueuePage />} />
      <Route path="orders/:orderId" element={<OrderPage />} />
      <Route path="invoices" element={<InvoicesAdminPage />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="retention" element={<RetentionPage />} />
    </Routes>
  );
}

export default BackofficeRoutes;
