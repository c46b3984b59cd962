// Deals, /admin/deals/:id (portal §2, §4 "Deals"): for an order of the caller that offers them (Completed, adsFlag
// 'Y'), its Credit score card (gauge and band table) and Fraud score card from GET /reports/orders_scores, and the
// partner offers. 'Loading ...' while the scores arrive; 'No data' when a score was not recorded.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Callout, Flex, Grid, Link } from '@radix-ui/themes';
import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { PageHeader } from '../../app/PageHeader';
import { useSessionUser } from '../../app/session';
import { useApi } from '../../app/useApi';
import { CreditScoreCard, FraudScoreCard } from './ScoreCards';
import { LOADING, PartnerOffers } from './PartnerOffers';
import { Loading } from '../../app/Loading';
import './deals.css';

export function DealsPage() {
  const { id = '' } = useParams();
  const user = useSessionUser();
  const orderId = /^[0-9]{1,9}$/.test(id) ? id : null;
  const scores = useApi('GET /reports/orders_scores/:orderId', orderId ? { orderId } : null);
  const back = user?.rol === 1 ? '/admin/home' : '/admin/dashboard';

  let body;
  if (!orderId || scores.error) {
    body = (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{orderId ? scores.error?.message : 'There is no such order.'}</Callout.Text>
      </Callout.Root>
    );
  } else if (!scores.data) {
    body = <Loading what={LOADING} />;
  } else {
    body = (
      <Flex direction="column" gap="5">
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          <CreditScoreCard score={scores.data.CreditScore} />
          <FraudScoreCard score={scores.data.FraudScore} />
        </Grid>
        <PartnerOffers orderId={orderId} />
      </Flex>
    );
  }

  return (
    <>
      <Link asChild size="2" mb="3" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <RouterLink to={back}>
          <ArrowLeftIcon aria-hidden="true" /> Back to orders
        </RouterLink>
      </Link>
      <PageHeader title="Deals" description={orderId ? `Order ${orderId}: your scores and offers that may help.` : undefined} />
      {body}
    </>
  );
}

export default DealsPage;
