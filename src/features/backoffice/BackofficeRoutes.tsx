// The back office's pages under /admin/backoffice/*, loaded as one lazy route: the queue and the order page come in
// one chunk (an operator opens both), and the entry names one set of their files instead of two.
import { Route, Routes } from 'react-router-dom';
import { OrderPage } from './OrderPage';
import { QueuePage } from './QueuePage';

export function BackofficeRoutes() {
  return (
    <Routes>
      <Route index element={<QueuePage />} />
      <Route path="orders/:orderId" element={<OrderPage />} />
    </Routes>
  );
}

export default BackofficeRoutes;
