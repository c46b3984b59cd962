// /admin/dashboard, the client dashboard (portal §2). This issue brings its header and the Create a new order modal;
// the counters (Order Results, Orders needing attention), the search form and the orders table come with the orders
// work and go below the header, each as its own section component.
import { PageHeader } from '../../app/PageHeader';
import { NewOrderDialog } from './NewOrderDialog';

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" actions={<NewOrderDialog />} />
    </>
  );
}

export default DashboardPage;
